import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { navigationMachine } from './navigation.machine';
import type { ChainInput, ChainOutcome } from './navigation.types';

/**
 * The machine with a chain whose outcomes the test settles by hand, and its effects recorded; `waited` is the
 * navigation reported before it started.
 */
function start(waited: ChainInput | null = null) {
  const calls: string[] = [];
  const pending: { input: ChainInput; settle: (o: ChainOutcome | Error) => void }[] = [];
  const machine = navigationMachine.provide({
    actors: {
      runChain: fromPromise<ChainOutcome, ChainInput>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            pending.push({ input, settle: (o) => (o instanceof Error ? reject(o) : resolve(o)) }),
          ),
      ),
    },
    actions: {
      navigateInternal: (_, p) => calls.push(`internal:${p.target}`),
      navigateExternal: (_, p) => calls.push(`external:${p.target}`),
      failNavigation: (_, p) => calls.push(`fail:${(p.error as Error).message}`),
    },
  });
  const actor = createActor(machine, { input: { navigation: waited } }).start();
  const go = (path: string, middleware: string[] = ['mirrorRedirect']) =>
    actor.send({ type: 'navigation.started', path, href: path, middleware });
  const idle = () => waitFor(actor, (s) => !s.matches('running'), { timeout: 1000 });
  return { actor, calls, pending, go, idle };
}

describe('navigation middleware chain', () => {
  it('runs the chain of each navigation with the route’s middleware names', () => {
    const t = start();
    t.go('/casino', ['mirrorRedirect', 'ip']);
    expect(t.pending.map((p) => p.input)).toEqual([
      { path: '/casino', href: '/casino', middleware: ['mirrorRedirect', 'ip'] },
    ]);
  });

  it('follows an internal redirect inside the site', async () => {
    const t = start();
    t.go('/old-promo');
    t.pending[0]!.settle({ kind: 'internal', target: '/promotions' });
    await t.idle();
    expect(t.calls).toEqual(['internal:/promotions']);
  });

  it('leaves with a full page load for an external target and runs no later navigation', async () => {
    const t = start();
    t.go('/partner');
    t.pending[0]!.settle({ kind: 'external', target: 'https://partner.test/' });
    await t.idle();
    t.go('/casino');
    expect(t.calls).toEqual(['external:https://partner.test/']);
    expect(t.pending).toHaveLength(1);
  });

  it('does nothing when every step lets the navigation proceed', async () => {
    const t = start();
    t.go('/casino');
    t.pending[0]!.settle({ kind: 'proceed' });
    await t.idle();
    expect(t.calls).toEqual([]);
  });

  it('fails the navigation when the chain fails (an unknown middleware name)', async () => {
    const t = start();
    t.go('/casino', ['nope']);
    t.pending[0]!.settle(new Error('Unknown middleware: nope'));
    await t.idle();
    expect(t.calls).toEqual(['fail:Unknown middleware: nope']);
  });

  it('a newer navigation replaces a chain still running: the older outcome is ignored', async () => {
    const t = start();
    t.go('/a');
    t.go('/b');
    t.pending[0]!.settle({ kind: 'internal', target: '/from-a' });
    t.pending[1]!.settle({ kind: 'internal', target: '/from-b' });
    await new Promise((r) => setTimeout(r, 0));
    await t.idle();
    expect(t.calls).toEqual(['internal:/from-b']);
  });

  it('runs the navigation reported before it started, and nothing when there was none', () => {
    const waited = { path: '/casino', href: '/casino?stag=a', middleware: ['mirrorRedirect', 'affiliate'] };
    expect(start(waited).pending.map((p) => p.input)).toEqual([waited]);
    const none = start();
    expect(none.pending).toEqual([]);
    expect(none.actor.getSnapshot().value).toBe('idle');
  });

  it('rules /a → /b and /b → /a end on /b: the navigation a redirect caused is not redirected inside again', async () => {
    const rules: Record<string, string> = { '/a': '/b', '/b': '/a' };
    const navigations: string[] = [];
    const go = (path: string) =>
      actor.send({ type: 'navigation.started', path, href: path, middleware: ['mirrorRedirect'] });
    const machine = navigationMachine.provide({
      actors: {
        runChain: fromPromise<ChainOutcome, ChainInput>(async ({ input }) => ({
          kind: 'internal',
          target: rules[input.path] ?? '/',
        })),
      },
      actions: {
        // the router: a redirect inside the site is a navigation of its own, reported back (capped for the test)
        navigateInternal: (_, { target }) => {
          navigations.push(target);
          if (navigations.length < 10) queueMicrotask(() => go(target));
        },
        navigateExternal: () => {},
        failNavigation: () => {},
      },
    });
    const actor = createActor(machine, { input: { navigation: null } }).start();
    go('/a');
    await new Promise((r) => setTimeout(r, 20));
    expect(navigations).toEqual(['/b']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('the navigation a redirect caused may still leave the site', async () => {
    const t = start();
    t.go('/a');
    t.pending[0]!.settle({ kind: 'internal', target: '/b' });
    await waitFor(t.actor, (s) => s.matches('redirecting'));
    t.go('/b');
    t.pending[1]!.settle({ kind: 'external', target: 'https://partner.test/' });
    await waitFor(t.actor, (s) => s.matches('leaving'));
    expect(t.calls).toEqual(['internal:/b', 'external:https://partner.test/']);
  });

  it('the next navigation of the visitor may redirect again', async () => {
    const t = start();
    t.go('/a');
    t.pending[0]!.settle({ kind: 'internal', target: '/b' });
    await waitFor(t.actor, (s) => s.matches('redirecting'));
    t.go('/b');
    t.pending[1]!.settle({ kind: 'proceed' });
    await t.idle();
    t.go('/c');
    t.pending[2]!.settle({ kind: 'internal', target: '/d' });
    await waitFor(t.actor, (s) => s.matches('redirecting'));
    expect(t.calls).toEqual(['internal:/b', 'internal:/d']);
  });
});
