import type { Currency } from '../../contract/constants';
import type { OperatorService } from '../modules/billing';
import type { FreeSpinOperator } from '../modules/free-spins';
import type { UserRow } from '../players/repository';
import { formatMinor, formatTable } from './format';
import { amountArgument, currencyArgument, parseCommandLine } from './arguments';
import { UsageError } from './usage-error';

/** The usage lines of the free-spin commands (part of USAGE). */
export const SPINS_USAGE = `  spins grant <userId|email> <game> <count> --bet <amount> [--currency C] [--days N] [--key K]
                                                        grant free spins on a game (e.g. slots-classic); the bet
                                                        is per spin, in the player's currency unless --currency;
                                                        they last 7 days unless --days; --key grants once
  spins list <userId|email>                             the player's free-spin campaigns, newest first`;

/** A parsed free-spin command. */
export type SpinsCommand =
  | {
      name: 'spins-grant';
      user: string;
      gameId: string;
      count: number;
      bet: number;
      currency?: Currency;
      days?: number;
      key?: string;
    }
  | { name: 'spins-list'; user: string };

/** The services the free-spin commands run through. */
export type SpinsServices = { operator: Pick<OperatorService, 'findPlayer'>; spins: FreeSpinOperator };

/** Whether a parsed command is a free-spin command. */
export function isSpinsCommand(command: { name: string }): command is SpinsCommand {
  return command.name === 'spins-grant' || command.name === 'spins-list';
}

function wholeOf(text: string, what: string, digits: number): number {
  if (!new RegExp(`^\\d{1,${digits}}$`).test(text)) throw new UsageError(`"${text}" is not ${what}`);
  return Number(text);
}

/** Parses `spins …` from the whole command line; undefined when it is not a free-spin command. */
export function parseSpinsCommand(argv: string[]): SpinsCommand | undefined {
  if (argv[0] !== 'spins') return undefined;
  const parsed = parseCommandLine(argv.slice(1), {
    bet: { type: 'string' },
    currency: { type: 'string' },
    days: { type: 'string' },
    key: { type: 'string' },
  });
  const { values, positionals } = parsed;
  const [sub, ...rest] = positionals;
  switch (sub) {
    case 'grant': {
      if (rest.length !== 3) throw new UsageError('spins grant takes 3 arguments');
      const [user, gameId, count] = rest as [string, string, string];
      return {
        name: 'spins-grant',
        user,
        gameId,
        count: wholeOf(count, 'a number of spins', 4),
        bet: amountArgument(values.bet, '--bet'),
        ...(values.currency ? { currency: currencyArgument(values.currency) } : {}),
        ...(values.days ? { days: wholeOf(values.days, 'a number of days', 3) } : {}),
        ...(values.key ? { key: values.key } : {}),
      };
    }
    case 'list':
      if (rest.length !== 1) throw new UsageError('spins list takes 1 argument');
      if (Object.keys(values).length) throw new UsageError('spins list takes no options');
      return { name: 'spins-list', user: rest[0]! };
    default:
      throw new UsageError(`unknown command "${['spins', sub].filter(Boolean).join(' ')}"`);
  }
}

const who = (user: Pick<UserRow, 'id' | 'email' | 'phone'>) =>
  `#${user.id} ${user.email ?? user.phone ?? ''}`.trim();

/** Runs a free-spin command and writes what happened, line by line. */
export async function runSpinsCommand(
  services: SpinsServices,
  command: SpinsCommand,
  out: (line: string) => void,
) {
  const user = await services.operator.findPlayer(command.user);
  switch (command.name) {
    case 'spins-grant': {
      const { campaign, replayed } = await services.spins.grant(user, command);
      if (replayed)
        return out(
          `Key ${command.key} was already used for this grant (campaign ${campaign.id}); nothing changed.`,
        );
      const bet = `${formatMinor(campaign.betValue, campaign.currency as Currency)} ${campaign.currency}`;
      return out(
        `Granted ${campaign.totalCount} free spins of ${bet} on ${campaign.gameId} to ${who(user)} ` +
          `(campaign ${campaign.id}), until ${campaign.expiresAt.toISOString()}.`,
      );
    }
    case 'spins-list': {
      const rows = await services.spins.list(user);
      if (!rows.length) return out(`No free spins for ${who(user)}.`);
      return out(
        formatTable(
          ['id', 'game', 'left', 'bet', 'status', 'expires', 'source'],
          rows.map((c) => [
            String(c.id),
            c.gameId,
            `${c.spinsLeft}/${c.totalCount}`,
            `${formatMinor(c.betValue, c.currency as Currency)} ${c.currency}`,
            c.shownStatus,
            c.expiresAt.toISOString(),
            c.sourceKey,
          ]),
        ),
      );
    }
  }
}
