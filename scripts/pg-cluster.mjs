// A throwaway PostgreSQL cluster on loopback from the machine's binaries: `npm run test:pg` and
// `npm run bench:wallet` start one when no server is given, and remove it afterwards.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base))
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql; set TEST_DATABASE_URL.');
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return path.join(base, versions[0], 'bin');
}

/**
 * Initialises and starts a cluster in a temporary directory; `settings` are extra `-c name=value` server
 * settings. Answers the superuser URL, the postmaster's process id, and a `stop` that shuts the cluster down and
 * deletes its files.
 */
export function startCluster({ settings = {}, quiet = false } = {}) {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const stdio = quiet ? 'ignore' : 'inherit';
  const asPostgres = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--']] : null;
  const run = (cmd, args) =>
    asPostgres
      ? execFileSync(asPostgres[0], [...asPostgres[1], cmd, ...args], { stdio })
      : execFileSync(cmd, args, { stdio });
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = { listen_addresses: '127.0.0.1', fsync: 'off', max_connections: '200', ...settings };
  const flags = Object.entries(options).map(([name, value]) => `-c ${name}=${value}`);
  // Ports are drawn below Linux's ephemeral range (32768–60999), where outgoing connections of the other test
  // servers once took the port we chose. A port can still be taken by a listener: try a few before giving up, and
  // show the server's own log, since pg_ctl only says "examine the log output".
  let port;
  for (let attempt = 1; ; attempt += 1) {
    port = String(20_000 + Math.floor(Math.random() * 10_000));
    const log = path.join(dir, `log-${attempt}`);
    try {
      run(path.join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-w',
        '-l',
        log,
        '-o',
        [`-p ${port}`, `-k ${dir}`, ...flags].join(' '),
        'start',
      ]);
      break;
    } catch (error) {
      const output = existsSync(log) ? readFileSync(log, 'utf8') : '(no log written)';
      process.stderr.write(`PostgreSQL did not start on port ${port} (attempt ${attempt}):\n${output}\n`);
      if (attempt === 3) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
