import cluster, { type Worker } from 'node:cluster';

/** How long a worker must have lived for its death to count as a crash to restart at once rather than a loop. */
const STABLE_AFTER_MS = 10_000;
/** Wait before restarting a worker that died young, so a crash loop does not spin. */
const RESTART_BACKOFF_MS = 2_000;

/**
 * The primary process of `WORKERS` > 1: starts that many server processes, which share the one port (Node's
 * cluster module hands each new connection to one of them), restarts a worker that dies, and on SIGTERM or SIGINT
 * passes the signal on and exits 0 once every worker has drained and exited. Answers the port once all listen.
 */
export function runPrimary(workers: number, log: (line: string) => void): Promise<number> {
  let stopping = false;
  const born = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    born.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (born.get(worker.id) ?? 0);
    born.delete(worker.id);
    if (stopping) {
      if (born.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    if (lived >= STABLE_AFTER_MS) fork();
    else setTimeout(fork, RESTART_BACKOFF_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining ${born.size} workers`);
    if (born.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // resolves with the port once every first worker listens
  const listening = new Promise<number>((resolve) => {
    let count = 0;
    cluster.on('listening', (_worker, address) => {
      if (++count === workers) resolve(address.port);
    });
  });
  for (let i = 0; i < workers; i++) fork();
  return listening;
}

/** Whether this process is a worker of a cluster primary. */
export const isClusterWorker = () => cluster.isWorker;
