import type { Currency } from '../../contract/constants';
import type { OperatorService } from '../modules/billing';
import type { PlayerBonus } from '../modules/bonuses';
import type { BonusWalletOperator } from '../modules/bonuses';
import type { UserRow } from '../players/repository';
import { formatMinor, formatTable } from './format';
import { amountArgument, currencyArgument, parseCommandLine } from './arguments';
import { UsageError } from './usage-error';

/** The usage lines of the bonus wallet commands (part of USAGE). */
export const WALLET_USAGE = `  wager <userId|email> <amount> [--currency C] [--reference R]
                                                        record a wager (turnover) towards the player's active
                                                        bonus, in their currency unless --currency; a bonus whose
                                                        wager is met converts; --reference records it once
  bonuses <userId|email>                                the player's bonuses with their wagering, newest first`;

/** A parsed bonus wallet command. */
export type WalletCommand =
  | { name: 'wager'; user: string; amount: number; currency?: Currency; reference?: string }
  | { name: 'bonuses'; user: string };

/** The services the bonus wallet commands run through. */
export type WalletServices = {
  operator: Pick<OperatorService, 'findPlayer'>;
  bonusWallet: BonusWalletOperator;
};

/** Whether a parsed command is a bonus wallet command. */
export function isWalletCommand(command: { name: string }): command is WalletCommand {
  return command.name === 'wager' || command.name === 'bonuses';
}

function referenceOf(text: string): string {
  if (!/^[\w.:-]{1,100}$/.test(text))
    throw new UsageError(`--reference "${text}" must be 1 to 100 letters, digits, or . : _ -`);
  return text;
}

/** Parses `wager …` and `bonuses …` from the whole command line; undefined for any other command. */
export function parseWalletCommand(argv: string[]): WalletCommand | undefined {
  const [name] = argv;
  if (name !== 'wager' && name !== 'bonuses') return undefined;
  const parsed = parseCommandLine(argv.slice(1), {
    currency: { type: 'string' },
    reference: { type: 'string' },
  });
  const { values, positionals } = parsed;
  if (name === 'bonuses') {
    if (positionals.length !== 1) throw new UsageError('bonuses takes 1 argument');
    if (Object.keys(values).length) throw new UsageError('bonuses takes no options');
    return { name, user: positionals[0]! };
  }
  if (positionals.length !== 2) throw new UsageError('wager takes 2 arguments');
  return {
    name,
    user: positionals[0]!,
    amount: amountArgument(positionals[1]!),
    ...(values.currency !== undefined ? { currency: currencyArgument(values.currency) } : {}),
    ...(values.reference !== undefined ? { reference: referenceOf(values.reference) } : {}),
  };
}

const who = (user: Pick<UserRow, 'id' | 'email' | 'phone'>) =>
  `#${user.id} ${user.email ?? user.phone ?? ''}`.trim();

const money = (minor: bigint, currency: string) => `${formatMinor(minor, currency as Currency)} ${currency}`;

/** Wagered of required, with the share in whole percent (rounded down: 100 % only when met). */
function progressOf(b: PlayerBonus): string {
  const percent = (b.wagerProgress * 100n) / b.wagerRequired;
  return `${formatMinor(b.wagerProgress, b.currency as Currency)} of ${money(b.wagerRequired, b.currency)} (${percent}%)`;
}

function outcomeOf(b: PlayerBonus): string {
  if (b.status === 'converted') return `${money(b.convertedAmount ?? 0n, b.currency)} to main`;
  if (b.status === 'active') return `expires ${b.expiresAt.toISOString()}`;
  return `${money(b.forfeitedAmount ?? 0n, b.currency)} to the house`;
}

/** Runs a bonus wallet command and writes what happened, line by line. */
export async function runWalletCommand(
  services: WalletServices,
  command: WalletCommand,
  out: (line: string) => void,
) {
  const user = await services.operator.findPlayer(command.user);
  switch (command.name) {
    case 'wager': {
      const result = await services.bonusWallet.recordWager(
        user,
        command.amount,
        command.currency,
        command.reference,
      );
      if (!result.recorded)
        return out(`Reference ${result.reference} was already recorded; nothing changed.`);
      out(
        `Recorded a wager of ${money(result.amount, result.currency)} for ${who(user)} (${result.reference}).`,
      );
      const converted = result.converted;
      if (converted)
        out(
          `Bonus ${converted.id} (${converted.name}) wagered in full: ` +
            `${money(converted.convertedAmount ?? 0n, converted.currency)} moved to the main balance.`,
        );
      else if (result.active)
        out(`Bonus ${result.active.id} (${result.active.name}): wagered ${progressOf(result.active)}.`);
      else out(`No active ${result.currency} bonus to wager.`);
      const b = result.balances;
      return out(
        `Balance of ${who(user)}: main ${formatMinor(b.main, result.currency)}, bonus ${formatMinor(b.bonus, result.currency)}, ` +
          `reserved ${formatMinor(b.reserved, result.currency)} ${result.currency}`,
      );
    }
    case 'bonuses': {
      const rows = await services.bonusWallet.list(user);
      if (!rows.length) return out(`No bonuses for ${who(user)}.`);
      return out(
        formatTable(
          ['id', 'name', 'program', 'status', 'granted', 'wagered', 'outcome', 'source'],
          rows.map((b) => [
            String(b.id),
            b.name,
            b.programId,
            b.status,
            money(b.amount, b.currency),
            progressOf(b),
            outcomeOf(b),
            b.sourceKey,
          ]),
        ),
      );
    }
  }
}
