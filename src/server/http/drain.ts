import type { FastifyInstance } from 'fastify';

type DrainStep = { name: string; run: () => Promise<void> };

/** The drain steps of each server; every encapsulated instance of one app shares its `server`. */
const stepsOf = new WeakMap<object, DrainStep[]>();

/**
 * How the server drains (SIGTERM, `app.close()`): Fastify stops routing at once, so a request arriving on a
 * kept-alive connection is answered 503 with `Connection: close`; the drain steps of `onDrain` run, all at once,
 * and are awaited; then the server stops accepting connections and closes the idle ones; requests already in a
 * handler finish, and their answers carry `Connection: close`, so their sockets close after them instead of idling
 * until the keep-alive timeout (Node keeps them open); then the `onClose` hooks run. The process
 * (`app/shutdown.ts`) bounds all of it with DRAIN_TIMEOUT. Call once while building the app, before any route.
 */
export function registerDrain(app: FastifyInstance): void {
  const steps: DrainStep[] = [];
  stepsOf.set(app.server, steps);
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    await Promise.all(
      steps.map((step) =>
        step
          .run()
          .catch((error: unknown) => app.log.error({ err: error, step: step.name }, 'drain step failed')),
      ),
    );
  });
  // a callback hook: an async one costs every answer a promise for what is a flag test
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Work to stop when the server drains: the one place to close the realtime hub's WebSockets with 1001 "going away"
 * and to stop the job runner (letting a running job finish). The steps start together as the drain starts, while
 * in-flight requests still run and before the server stops accepting; the drain waits for all of them (within
 * DRAIN_TIMEOUT) and the database closes after. A failing step is logged and holds up no other.
 */
export function onDrain(app: FastifyInstance, name: string, run: () => Promise<void>): void {
  const steps = stepsOf.get(app.server);
  if (!steps) throw new Error('onDrain: registerDrain(app) was not called for this server');
  steps.push({ name, run });
}
