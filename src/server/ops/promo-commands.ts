import { PROMO_CODE_KINDS, type PromoCodeKind } from '../../contract/bonuses';
import type { PromoOperator } from '../modules/bonuses';
import { normalisePromoCode } from '../modules/bonuses';
import { formatTable } from './format';
import { parseCommandLine } from './arguments';
import { UsageError } from './usage-error';

/** The usage lines of the promo-code commands (part of USAGE). */
export const PROMO_USAGE = `  promo add <CODE> <program> --kind registration|deposit [--expires ISO] [--max-uses N]
                                                        add a promo code (any case; stored upper-case) of a promo
                                                        program, typed at registration or redeemed by a player
  promo list                                            every promo code with its uses and expiry`;

/** A parsed promo-code command. */
export type PromoCommand =
  | {
      name: 'promo-add';
      code: string;
      programId: string;
      kind: PromoCodeKind;
      expiresAt: Date | null;
      maxUses: number | null;
    }
  | { name: 'promo-list' };

/** The services the promo-code commands run through. */
export type PromoServices = { promos: PromoOperator };

/** Whether a parsed command is a promo-code command. */
export function isPromoCommand(command: { name: string }): command is PromoCommand {
  return command.name === 'promo-add' || command.name === 'promo-list';
}

function kindOf(text: string | undefined): PromoCodeKind {
  if (!text) throw new UsageError('--kind is required');
  if (!(PROMO_CODE_KINDS as readonly string[]).includes(text))
    throw new UsageError(`--kind "${text}" is not ${PROMO_CODE_KINDS.join(' or ')}`);
  return text as PromoCodeKind;
}

/** An ISO 8601 date or date-time (`2030-12-31` or `2030-12-31T23:59:59Z`). */
function expiryOf(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const at = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text) ? new Date(text) : null;
  if (!at || Number.isNaN(at.getTime()))
    throw new UsageError(`--expires "${text}" is not an ISO date like 2030-12-31T23:59:59Z`);
  return at;
}

function maxUsesOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new UsageError(`--max-uses "${text}" is not a whole number of at least 1`);
  return Number(text);
}

/** Parses `promo …` from the whole command line; undefined when it is not a promo-code command. */
export function parsePromoCommand(argv: string[]): PromoCommand | undefined {
  if (argv[0] !== 'promo') return undefined;
  const parsed = parseCommandLine(argv.slice(1), {
    kind: { type: 'string' },
    expires: { type: 'string' },
    'max-uses': { type: 'string' },
  });
  const { values, positionals } = parsed;
  const [sub, ...rest] = positionals;
  switch (sub) {
    case 'add': {
      if (rest.length !== 2) throw new UsageError('promo add takes 2 arguments');
      const [text, programId] = rest as [string, string];
      const code = normalisePromoCode(text);
      if (!code) throw new UsageError(`"${text}" is not a promo code: 3–32 letters, digits, - or _`);
      if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(programId))
        throw new UsageError(`"${programId}" is not a program id like promo-deposit-100`);
      return {
        name: 'promo-add',
        code,
        programId,
        kind: kindOf(values.kind),
        expiresAt: expiryOf(values.expires),
        maxUses: maxUsesOf(values['max-uses']),
      };
    }
    case 'list':
      if (rest.length) throw new UsageError('promo list takes no arguments');
      if (Object.keys(values).length) throw new UsageError('promo list takes no options');
      return { name: 'promo-list' };
    default:
      throw new UsageError(`unknown command "${['promo', sub].filter(Boolean).join(' ')}"`);
  }
}

/** Runs a promo-code command and writes what happened, line by line. */
export async function runPromoCommand(
  services: PromoServices,
  command: PromoCommand,
  out: (line: string) => void,
) {
  switch (command.name) {
    case 'promo-add': {
      const { code, program } = await services.promos.add(command);
      const limits = [
        code.maxUses === null ? 'unlimited uses' : `${code.maxUses} uses`,
        code.expiresAt ? `until ${code.expiresAt.toISOString()}` : 'no expiry',
      ];
      return out(
        `Promo code ${code.code} (${code.kind}) added: ${program.publicTitle}; ${limits.join(', ')}.`,
      );
    }
    case 'promo-list': {
      const rows = await services.promos.list();
      if (!rows.length) return out('No promo codes.');
      return out(
        formatTable(
          ['code', 'kind', 'program', 'uses', 'expires', 'added'],
          rows.map((c) => [
            c.code,
            c.kind,
            c.programId,
            c.maxUses === null ? String(c.uses) : `${c.uses}/${c.maxUses}`,
            c.expiresAt?.toISOString() ?? '',
            c.createdAt.toISOString(),
          ]),
        ),
      );
    }
  }
}
