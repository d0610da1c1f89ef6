import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** After the drain timeout and the cut, how long the app's own closing may still take before the exit. */
const AFTER_CUT_MS = 2_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM and SIGINT drain the server (`http/drain.ts`): no new requests, in-flight ones finish, the drain steps
 * run; past `drainTimeoutSeconds` the connections left are cut. Then the database closes and the process exits 0.
 * A second signal while draining changes nothing.
 */
export function drainOnSignals(app: FastifyInstance, database: Database, drainTimeoutSeconds: number): void {
  let draining = false;
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal, drainTimeoutSeconds }, 'draining');
    const closed = app.close().then(
      () => true,
      (error: unknown) => app.log.error({ err: error }, 'closing the app failed'),
    );
    const inTime = await Promise.race([closed, delay(drainTimeoutSeconds * 1000).then(() => false)]);
    if (inTime === false) {
      app.log.warn({ drainTimeoutSeconds }, 'drain timeout: cutting the connections left');
      app.server.closeAllConnections();
      await Promise.race([closed, delay(AFTER_CUT_MS)]);
    }
    await database
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, 'closing the database failed'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void drain('SIGTERM'));
  process.on('SIGINT', () => void drain('SIGINT'));
}
