import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase as open } from './db/open';
import { DataDirBusyError } from './db/pglite-lock';
import { seed } from './db/seed';
import { buildApp } from './app/build-app';
import { isClusterWorker, runPrimary } from './app/cluster';
import { drainOnSignals } from './app/shutdown';

async function start(config: Config) {
  if (config.workers > 1 && !isClusterWorker()) return startWorkers(config);
  const database = await open(config);
  // workers of a cluster find the database migrated and seeded by their primary
  if (!isClusterWorker()) await seed(database.db, config);
  const app = await buildApp({ config, database });
  drainOnSignals(app, database, config.drainTimeout);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const store =
    database.engine === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL';
  if (isClusterWorker()) return;
  console.log(`\n  Site  http://localhost:${port}\n  API   http://api.localhost:${port}\n  Data  ${store}\n`);
}

/**
 * `WORKERS` > 1 (PostgreSQL only): this process migrates and seeds the database once, then runs that many server
 * processes behind the one port and stays to restart them and to pass SIGTERM on.
 */
async function startWorkers(config: Config) {
  const database = await open(config);
  await seed(database.db, config);
  await database.close();
  const port = await runPrimary(config.workers, (line) => console.log(line));
  console.log(
    `\n  Site  http://localhost:${port}\n  API   http://api.localhost:${port}\n  Data  PostgreSQL, ${config.workers} workers\n`,
  );
}

async function main() {
  const command = process.argv[2] ?? 'start';
  const config = loadConfig();
  if (command === 'start') return start(config);
  if (command === 'migrate' || command === 'seed') {
    const database = await open(config);
    if (command === 'seed') await seed(database.db, config);
    await database.close();
    console.log(`${command}: done`);
    return;
  }
  throw new Error(`Unknown command "${command}". Use start, migrate or seed.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirBusyError ? error.message : error);
  process.exit(1);
});
