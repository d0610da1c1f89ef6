import type { Currency } from '../../contract/constants';
import { HttpError } from '../http/errors';
import type { VipOperator } from '../modules/vip';
import { formatMinor, formatTable } from './format';
import { parseCommandLine } from './arguments';
import { UsageError } from './usage-error';

/** The usage lines of the VIP commands (part of USAGE). */
export const VIP_USAGE = `  vip requests                                          open VIP requests of players, oldest first
  vip approve <requestId>                               approve one (a join request makes the player premium)
  vip decline <requestId>                               decline one
  vip rakeback [--period 2026-W46]                      credit the rakeback of the closed weeks now (or of one)`;

/** A parsed VIP command. */
export type VipCommand =
  | { name: 'vip-requests' }
  | { name: 'vip-approve' | 'vip-decline'; requestId: number }
  | { name: 'vip-rakeback'; period?: string };

/** The services the VIP commands run through. */
export type VipServices = { vip: VipOperator };

/** Whether a parsed command is one of the VIP commands. */
export const isVipCommand = (command: { name: string }): command is VipCommand =>
  command.name.startsWith('vip-');

function requestIdOf(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new UsageError(`"${text}" is not a request id`);
  return Number(text);
}

/** Parses `vip …` from the whole command line; undefined when it is not a VIP command. */
export function parseVipCommand(argv: string[]): VipCommand | undefined {
  if (argv[0] !== 'vip') return undefined;
  const parsed = parseCommandLine(argv.slice(1), { period: { type: 'string' } });
  const { period } = parsed.values;
  const [sub, ...rest] = parsed.positionals;
  const expect = (count: number) => {
    if (rest.length !== count)
      throw new UsageError(`vip ${sub} takes ${count} argument${count === 1 ? '' : 's'}`);
  };
  if (period !== undefined && sub !== 'rakeback')
    throw new UsageError('--period goes with vip rakeback only');
  switch (sub) {
    case 'requests':
      expect(0);
      return { name: 'vip-requests' };
    case 'approve':
    case 'decline':
      expect(1);
      return { name: sub === 'approve' ? 'vip-approve' : 'vip-decline', requestId: requestIdOf(rest[0]!) };
    case 'rakeback':
      expect(0);
      if (period === undefined) return { name: 'vip-rakeback' };
      if (!/^\d{4}-W\d{2}$/.test(period)) throw new UsageError(`"${period}" is not a week like 2026-W46`);
      return { name: 'vip-rakeback', period };
    default:
      throw new UsageError(`unknown command "${['vip', sub].filter(Boolean).join(' ')}"`);
  }
}

/** Runs a VIP command and writes what happened, line by line. */
export async function runVipCommand(services: VipServices, command: VipCommand, out: (line: string) => void) {
  const { vip } = services;
  switch (command.name) {
    case 'vip-requests': {
      const rows = await vip.listOpenRequests();
      if (!rows.length) return out('No open VIP requests.');
      return out(
        formatTable(
          ['id', 'type', 'player', 'currency', 'requested'],
          rows.map((r) => [
            String(r.id),
            r.requestType,
            `#${r.userId} ${r.email ?? r.phone ?? ''}`.trim(),
            r.currency,
            r.createdAt.toISOString(),
          ]),
        ),
      );
    }
    case 'vip-approve': {
      const row = await vip.approve(command.requestId);
      const premium = row.requestType === 'join' ? `; player #${row.userId} is premium` : '';
      return out(`VIP request ${row.id} (${row.requestType}) approved${premium}.`);
    }
    case 'vip-decline': {
      const row = await vip.decline(command.requestId);
      return out(`VIP request ${row.id} (${row.requestType}) declined.`);
    }
    case 'vip-rakeback': {
      const run = await vip.rakeback(command.period);
      out(`Weeks checked: ${run.periods.join(', ')}.`);
      for (const c of run.credited)
        out(
          `Credited ${formatMinor(c.amount, c.currency as Currency)} ${c.currency} to #${c.userId} for ${c.period} ` +
            `(${c.level}, turnover ${formatMinor(c.turnover, c.currency as Currency)}, transaction ${c.transactionId}).`,
        );
      for (const f of run.failed)
        out(
          `Failed for #${f.userId} in ${f.period}: ${f.error instanceof Error ? f.error.message : String(f.error)}`,
        );
      out(
        run.credited.length || run.failed.length
          ? `${run.credited.length} credited, ${run.failed.length} failed.`
          : 'Nothing to credit: every rakeback of these weeks is paid or zero.',
      );
      if (run.failed.length)
        throw new HttpError(
          500,
          'server_error',
          `Rakeback failed for ${run.failed.length} player(s); run it again.`,
        );
      return;
    }
  }
}
