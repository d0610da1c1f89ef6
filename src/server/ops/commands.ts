import type { Currency } from '../../contract/constants';
import type { OperatorService } from '../modules/billing';
import type { UserRow } from '../players/repository';
import { formatMinor, formatTable } from './format';
import {
  GROWTH_USAGE,
  parseGrowthCommand,
  runGrowthCommand,
  type GrowthCommand,
  type GrowthServices,
} from './growth-commands';
import {
  isPromoCommand,
  parsePromoCommand,
  PROMO_USAGE,
  runPromoCommand,
  type PromoCommand,
  type PromoServices,
} from './promo-commands';
import {
  isSpinsCommand,
  parseSpinsCommand,
  runSpinsCommand,
  SPINS_USAGE,
  type SpinsCommand,
  type SpinsServices,
} from './spins-commands';
import { amountArgument, parseCommandLine } from './arguments';
import {
  isJobsCommand,
  JOBS_USAGE,
  parseJobsCommand,
  runJobsCommand,
  type JobsCommand,
  type JobsServices,
} from './jobs-commands';
import { UsageError } from './usage-error';
import {
  isVipCommand,
  parseVipCommand,
  runVipCommand,
  VIP_USAGE,
  type VipCommand,
  type VipServices,
} from './vip-commands';
import {
  isWalletCommand,
  parseWalletCommand,
  runWalletCommand,
  WALLET_USAGE,
  type WalletCommand,
  type WalletServices,
} from './wallet-commands';

/** What `npm run ops -- --help` prints, and what a mistyped command is answered with. */
export const USAGE = `Usage: npm run ops -- <command>

Commands:
  credit <userId|email> <amount> --reason "…" [--key K]  add money to the player's main balance
  debit <userId|email> <amount> --reason "…" [--key K]   take money from it (never below zero)
  balance <userId|email>                                show the main, bonus and reserved balances
  payouts                                               list pending payouts, oldest first
  approve <payoutId>                                    send a pending payout through the payment provider
  reject <payoutId> --reason "…"                        refuse a pending payout and return the money
${GROWTH_USAGE}
${SPINS_USAGE}
${WALLET_USAGE}
${VIP_USAGE}
${PROMO_USAGE}
${JOBS_USAGE}

Amounts are major units of the player's account currency, e.g. 100.50. With --key a credit or debit is
recorded once however often it is run. The reason is stored with the movement and shown to the player.
The CLI uses DATABASE_URL, or else the PGlite database in DATA_DIR, which works only while the server is stopped.`;

export { UsageError };

/** A parsed command line. */
export type Command =
  | { name: 'help' }
  | { name: 'credit' | 'debit'; user: string; amount: number; reason: string; key?: string }
  | { name: 'balance'; user: string }
  | { name: 'payouts' }
  | { name: 'approve'; payoutId: number }
  | { name: 'reject'; payoutId: number; reason: string }
  | GrowthCommand
  | SpinsCommand
  | WalletCommand
  | VipCommand
  | PromoCommand
  | JobsCommand;

/** The services the commands run through. */
export type OpsServices = GrowthServices &
  SpinsServices &
  WalletServices &
  VipServices &
  PromoServices &
  JobsServices & { operator: OperatorService };

function payoutIdOf(text: string | undefined): number {
  if (!text || !/^\d{1,15}$/.test(text)) throw new UsageError(`"${text ?? ''}" is not a payout id`);
  return Number(text);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined || value === '') throw new UsageError(`${what} is required`);
  return value;
}

/** Parses `argv` (without node and the script); throws UsageError on anything it does not understand. */
export function parseCommand(argv: string[]): Command {
  const spins = parseSpinsCommand(argv);
  if (spins) return spins;
  const wallet = parseWalletCommand(argv);
  if (wallet) return wallet;
  const vip = parseVipCommand(argv);
  if (vip) return vip;
  const promo = parsePromoCommand(argv);
  if (promo) return promo;
  const jobs = parseJobsCommand(argv);
  if (jobs) return jobs;
  const parsed = parseCommandLine(argv, {
    reason: { type: 'string' },
    key: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  const { values, positionals } = parsed;
  const [name, ...args] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  const expect = (count: number) => {
    if (args.length !== count)
      throw new UsageError(`${name} takes ${count} argument${count === 1 ? '' : 's'}`);
  };
  switch (name) {
    case 'credit':
    case 'debit':
      expect(2);
      return {
        name,
        user: args[0]!,
        amount: amountArgument(args[1]),
        reason: required(values.reason, '--reason'),
        ...(values.key ? { key: values.key } : {}),
      };
    case 'balance':
      expect(1);
      return { name, user: args[0]! };
    case 'payouts':
      expect(0);
      return { name };
    case 'approve':
      expect(1);
      return { name, payoutId: payoutIdOf(args[0]) };
    case 'reject':
      expect(1);
      return { name, payoutId: payoutIdOf(args[0]), reason: required(values.reason, '--reason') };
    default: {
      const growth = parseGrowthCommand(name, args);
      if (growth && (values.reason !== undefined || values.key !== undefined))
        throw new UsageError(`${name} takes no --reason or --key`);
      if (growth) return growth;
      throw new UsageError(`unknown command "${name}"`);
    }
  }
}

const who = (user: Pick<UserRow, 'id' | 'email' | 'phone'>) =>
  `#${user.id} ${user.email ?? user.phone ?? ''}`.trim();

function balancesLine(
  balances: { main: bigint; bonus: bigint; reserved: bigint },
  currency: Currency,
): string {
  const f = (minor: bigint) => formatMinor(minor, currency);
  return `main ${f(balances.main)}, bonus ${f(balances.bonus)}, reserved ${f(balances.reserved)} ${currency}`;
}

/** Runs a parsed command through the operator services and writes what happened, line by line. */
export async function runCommand(services: OpsServices, command: Command, out: (line: string) => void) {
  if (isSpinsCommand(command)) return runSpinsCommand(services, command, out);
  if (isWalletCommand(command)) return runWalletCommand(services, command, out);
  if (isVipCommand(command)) return runVipCommand(services, command, out);
  if (isPromoCommand(command)) return runPromoCommand(services, command, out);
  if (isJobsCommand(command)) return runJobsCommand(services, command, out);
  const { operator } = services;
  switch (command.name) {
    case 'help':
      return out(USAGE);
    case 'credit':
    case 'debit': {
      const user = await operator.findPlayer(command.user);
      const move = command.name === 'credit' ? operator.creditPlayer : operator.debitPlayer;
      const result = await move(user.id, command.amount, command.reason, command.key);
      const amount = `${formatMinor(result.amount < 0n ? -result.amount : result.amount, result.currency)} ${result.currency}`;
      out(
        result.replayed
          ? `Key ${command.key} was already used for this movement (transaction ${result.transactionId}); nothing changed.`
          : command.name === 'credit'
            ? `Credited ${amount} to ${who(user)} (transaction ${result.transactionId}).`
            : `Debited ${amount} from ${who(user)} (transaction ${result.transactionId}).`,
      );
      return out(`Balance of ${who(user)}: ${balancesLine(result.balances, result.currency)}`);
    }
    case 'balance': {
      const user = await operator.findPlayer(command.user);
      return out(
        `Balance of ${who(user)}: ${balancesLine(await operator.balances(user), user.currency as Currency)}`,
      );
    }
    case 'payouts': {
      const rows = await operator.listPendingPayouts();
      if (!rows.length) return out('No pending payouts.');
      return out(
        formatTable(
          ['id', 'status', 'player', 'amount', 'method', 'destination', 'requested'],
          rows.map((p) => [
            String(p.id),
            p.status,
            who({ id: p.userId, email: p.email, phone: p.phone }),
            `${formatMinor(p.amount, p.currency as Currency)} ${p.currency}`,
            p.method,
            p.destination,
            p.createdAt.toISOString(),
          ]),
        ),
      );
    }
    case 'approve': {
      const payout = await operator.approvePayout(command.payoutId);
      const amount = `${formatMinor(payout.amount, payout.currency as Currency)} ${payout.currency}`;
      return out(
        payout.status === 'paid'
          ? `Payout ${payout.id} paid: ${amount} sent.`
          : `Payout ${payout.id} failed at the provider (${payout.reason}): ${amount} returned to the player.`,
      );
    }
    case 'reject': {
      const payout = await operator.rejectPayout(command.payoutId, command.reason);
      const amount = `${formatMinor(payout.amount, payout.currency as Currency)} ${payout.currency}`;
      return out(`Payout ${payout.id} rejected: ${amount} returned to the player.`);
    }
    default:
      return runGrowthCommand(services, command, out);
  }
}
