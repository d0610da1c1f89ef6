import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { backgroundSyncMachine } from '../background-sync/background-sync.machine';
import { serviceWorkerMachine } from './service-worker.machine';
import type { ServiceWorkerInput } from './service-worker.types';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The worker flow on a simulated clock; every update check and reload is recorded at its time. */
function startWorker(
  input: Partial<ServiceWorkerInput> = {},
  register = async () => {},
  sync: () => Promise<void> = async () => {},
) {
  const clock = new SimulatedClock();
  const checks: number[] = [];
  const reloads: number[] = [];
  const syncs: number[] = [];
  const machine = serviceWorkerMachine.provide({
    actors: {
      registerWorker: fromPromise<void, void>(register),
      checkForUpdate: fromPromise<void, void>(async () => void checks.push(clock.now())),
      watchController: fromCallback<EventObject, void>(() => {}),
      backgroundSync: backgroundSyncMachine.provide({
        actors: {
          registerPeriodicSync: fromPromise<void, void>(async () => {
            throw new Error('permission denied');
          }),
          syncInWorker: fromPromise<void, void>(async () => {
            syncs.push(clock.now());
            await sync();
          }),
        },
      }),
    },
    actions: { reloadForUpdate: () => void reloads.push(clock.now()) },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      supported: true,
      reloadedForUpdate: false,
      backgroundSync: { periodicSync: true },
      ...input,
    },
  }).start();
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 1_000) {
      clock.increment(Math.min(1_000, ms - t));
      await flush();
    }
  };
  const takeOver = async (first = false) => {
    actor.send({ type: 'sw.controllerChanged', first });
    await flush();
  };
  return { actor, checks, reloads, syncs, advance, takeOver };
}

describe('serviceWorker', () => {
  it('checks for a new version every 20 s once registered', async () => {
    const { checks, advance } = startWorker();
    await flush();
    await advance(65_000);
    expect(checks).toEqual([20_000, 40_000, 60_000]);
  });

  it('reloads once when a new version takes control, not when the first install does', async () => {
    const { actor, reloads, takeOver } = startWorker();
    await flush();
    await takeOver(true);
    expect(reloads).toEqual([]);
    await takeOver();
    await takeOver();
    expect(reloads).toHaveLength(1);
    expect(actor.getSnapshot().matches({ running: { activation: 'reloading' } })).toBe(true);
  });

  it('after an update reload, holds a further version until the 10 s guard ends, then reloads', async () => {
    const { reloads, advance, takeOver } = startWorker({ reloadedForUpdate: true });
    await flush();
    await advance(3_000);
    await takeOver();
    expect(reloads).toEqual([]);
    await advance(7_000);
    expect(reloads).toEqual([10_000]);
  });

  it('after an update reload with no further version, is ready again when the guard ends', async () => {
    const { actor, reloads, advance, takeOver } = startWorker({ reloadedForUpdate: true });
    await flush();
    await advance(10_000);
    expect(actor.getSnapshot().matches({ running: { activation: 'ready' } })).toBe(true);
    await takeOver();
    expect(reloads).toEqual([10_000]);
  });

  it('does nothing where service workers are missing, and gives up quietly when registration fails', async () => {
    const missing = startWorker({ supported: false });
    await missing.advance(30_000);
    expect(missing.actor.getSnapshot().value).toBe('unsupported');
    expect(missing.checks).toEqual([]);
    const refused = startWorker({}, async () => {
      throw new Error('SecurityError');
    });
    await refused.advance(30_000);
    expect(refused.actor.getSnapshot().value).toBe('failed');
    expect(refused.checks).toEqual([]);
  });

  it('asks the worker for sync-data every 10 minutes when the browser refuses periodic sync', async () => {
    const { syncs, advance } = startWorker();
    await flush();
    await advance(21 * 60_000);
    expect(syncs).toEqual([600_000, 1_200_000]);
  });

  it('gives up on a sync-data the worker never answers after a minute, and asks again 10 minutes later', async () => {
    const { syncs, advance } = startWorker(
      {},
      async () => {},
      () => new Promise<void>(() => {}),
    );
    await flush();
    await advance(600_000 + 60_000 + 600_000);
    expect(syncs).toEqual([600_000, 1_260_000]);
  });
});
