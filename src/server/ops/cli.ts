import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { DataDirBusyError } from '../db/pglite-lock';
import { HttpError } from '../http/errors';
import { listJobs } from '../jobs/status';
import { createLedger } from '../ledger/ledger';
import { createOperatorService, createPaymentProvider } from '../modules/billing';
import { createBonusWalletOperator, createPromoOperator } from '../modules/bonuses';
import { createFreeSpinOperator } from '../modules/free-spins';
import { createGrowthOperator } from '../modules/growth';
import { createMirrorOperator } from '../modules/mirrors';
import { createVipOperator } from '../modules/vip';
import { parseCommand, runCommand, USAGE, UsageError } from './commands';

/** Where the CLI writes: a line of output, a line of error. */
export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

/**
 * The operator CLI, `npm run ops -- <command>`, on the store `env` configures: answers the exit code, 0 on success,
 * 1 when refused or failing, 2 on bad usage. It runs in the caller's process, so tests need not start one per
 * command (src/server/ops/main.ts is the command itself).
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  output: CliOutput,
): Promise<number> {
  try {
    return await run(argv, env, output.out);
  } catch (error) {
    return report(error, output.err);
  }
}

async function run(
  argv: string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void,
): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === 'help') {
    out(USAGE);
    return 0;
  }
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    const { db } = database;
    const ledger = createLedger(db);
    const provider = await createPaymentProvider(config, db);
    const now = () => new Date();
    const services = {
      operator: createOperatorService({ db, ledger, provider, now }),
      mirrors: createMirrorOperator({
        db,
        now,
        configuredHosts: [...config.siteHosts, ...config.mirrorHosts],
      }),
      growth: createGrowthOperator({ db }),
      spins: createFreeSpinOperator({ db, now }),
      bonusWallet: createBonusWalletOperator({ db, ledger, now }),
      vip: createVipOperator({ db, ledger, now }),
      promos: createPromoOperator({ db, now }),
      jobs: { list: () => listJobs(db) },
    };
    await runCommand(services, command, out);
    return 0;
  } finally {
    await database.close();
  }
}

/** One line for errors an operator can act on; the stack only for the unexpected. */
function report(error: unknown, err: (line: string) => void): number {
  if (error instanceof UsageError) {
    err(`ops: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (error instanceof HttpError) {
    const details = Object.values(error.errors ?? {}).flat();
    err([`ops: ${error.message}`, ...details.map((d) => `  ${d}`)].join('\n'));
    return 1;
  }
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    err(`ops: ${error.message}`);
    return 1;
  }
  // all of it, as console.error shows it: the cause and the database's code and detail too
  err(inspect(error));
  return 1;
}
