import { spawn, type ChildProcess } from 'node:child_process';

/** A running `src/server/main.ts start` child process. */
export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last output of the process, for failure messages. */
  output: () => string;
};

const OUTPUT_KEPT = 8_000;

/**
 * Starts the real server as `npm start` would and waits until it listens. `port` 0 picks a free port; a restart
 * passes the port of the process it replaces so clients keep their address. `nodeArgs` go to Node itself
 * (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export function startServerProcess(
  env: Record<string, string>,
  port = 0,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  // the caller chooses the store: an inherited DATABASE_URL must not turn a PGlite run into a PostgreSQL one
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts', 'start'], {
    // a busy test machine lags the event loop: the tests' reads must not be shed unless a test asks for it
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      LOAD_SHED_EVENT_LOOP_DELAY: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise<ServerProcess>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      const listening = output.match(/Site\s+http:\/\/localhost:(\d+)/)?.[1];
      if (listening) resolve({ port: Number(listening), child, exited, output: () => output });
    });
    child.stderr!.on('data', keep);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Sends `signal` and waits for the process to be gone. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
