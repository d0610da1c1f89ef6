import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { DataDirBusyError } from '../db/pglite-lock';
import { HttpError } from '../http/errors';
import { listJobs } from '../jobs/status';
import { createLedger } from '../ledger/ledger';
import { createOperatorService } from '../modules/billing';
import { createBonusWalletOperator } from '../modules/bonuses';
import { createPromoOperator } from '../modules/bonuses';
import { createPaymentProvider } from '../modules/billing';
import { createFreeSpinOperator } from '../modules/free-spins';
import { createGrowthOperator } from '../modules/growth';
import { createMirrorOperator } from '../modules/mirrors';
import { createVipOperator } from '../modules/vip';
import { parseCommand, runCommand, USAGE, UsageError } from './commands';

/** The operator CLI, `npm run ops -- <command>`: exit 0 on success, 1 when refused or failing, 2 on bad usage. */
async function main(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
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
    await runCommand(services, command, (line) => console.log(line));
    return 0;
  } finally {
    await database.close();
  }
}

/** One line for errors an operator can act on; the stack only for the unexpected. */
function report(error: unknown): number {
  if (error instanceof UsageError) {
    console.error(`ops: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (error instanceof HttpError) {
    const details = Object.values(error.errors ?? {}).flat();
    console.error([`ops: ${error.message}`, ...details.map((d) => `  ${d}`)].join('\n'));
    return 1;
  }
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(`ops: ${error.message}`);
    return 1;
  }
  console.error(error);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(report(error)),
);
