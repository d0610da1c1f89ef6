// `npm run test:pg`: the server test suite against PostgreSQL. Uses TEST_DATABASE_URL when set; otherwise starts
// a throwaway cluster on loopback from the machine's PostgreSQL binaries and removes it afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base))
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql; set TEST_DATABASE_URL.');
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return path.join(base, versions[0], 'bin');
}

function startCluster() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = String(54_000 + Math.floor(Math.random() * 1000));
  const asPostgres = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--']] : null;
  const run = (cmd, args) =>
    asPostgres
      ? execFileSync(asPostgres[0], [...asPostgres[1], cmd, ...args], { stdio: 'inherit' })
      : execFileSync(cmd, args, { stdio: 'inherit' });
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const cluster = process.env.TEST_DATABASE_URL ? null : startCluster();
const url = process.env.TEST_DATABASE_URL ?? cluster.url;
console.log(`test:pg against ${url}`);
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.server.config.mts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
cluster?.stop();
process.exit(result.status ?? 1);
