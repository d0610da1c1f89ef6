import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server under test as a child process that can be killed with SIGKILL and started again on the same port.
 * An exit nobody asked for is remembered: the server must never die on its own.
 */
export async function startCrashableServer(env: Record<string, string>) {
  let current: ServerProcess = await startServerProcess(env);
  const port = current.port;
  let unexpected: string | null = null;
  const stopped = new WeakSet<ServerProcess>();

  const watch = (server: ServerProcess) =>
    void server.exited.then((code) => {
      if (!stopped.has(server)) unexpected ??= `server exited by itself (${code}):\n${server.output()}`;
    });
  watch(current);

  return {
    port: () => port,
    /** Why the server died on its own, if it did. */
    unexpectedExit: () => unexpected,
    /** SIGKILL mid-flight, `downtimeMs` with nothing listening, then a fresh process on the same port. */
    async crash(downtimeMs: number) {
      stopped.add(current);
      await stopServerProcess(current, 'SIGKILL');
      await sleep(downtimeMs);
      current = await startServerProcess(env, port);
      watch(current);
    },
    /** Ends the run; SIGKILL, since a server stuck on a bug must not hold the test up while it drains. */
    async stop() {
      stopped.add(current);
      await stopServerProcess(current, 'SIGKILL');
    },
  };
}
export type CrashableServer = Awaited<ReturnType<typeof startCrashableServer>>;
