import { fork } from 'node:child_process';
import path from 'node:path';

/** The reference's server running as a child process. */
export type ReferenceProcess = { port: number; pid: number; stop: () => Promise<void> };

const SCRIPT = path.join(path.dirname(new URL(import.meta.url).pathname), 'server.ts');
const STOP_WAIT_MS = 10_000;

/** Starts tests/bench/reference/server.ts with `env` and waits until it listens. */
export function startReference(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ReferenceProcess> {
  const child = fork(SCRIPT, [], {
    execArgv: [...nodeArgs, '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send({ type: 'stop' });
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code}) before listening`)));
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && message.port)
        resolve({ port: message.port, pid: child.pid!, stop });
    });
  });
}
