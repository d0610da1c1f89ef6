// `npm run test:pg`: the server test suite against PostgreSQL. Uses TEST_DATABASE_URL when set; otherwise starts
// a throwaway cluster on loopback from the machine's PostgreSQL binaries and removes it afterwards. Arguments go
// to vitest: `npm run test:pg -- tests/server/chaos.test.ts` runs one file.
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const cluster = process.env.TEST_DATABASE_URL ? null : startCluster();
const url = process.env.TEST_DATABASE_URL ?? cluster.url;
console.log(`test:pg against ${url}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.server.config.mts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
cluster?.stop();
process.exit(result.status ?? 1);
