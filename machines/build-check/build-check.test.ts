import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { buildCheckMachine } from './build-check.machine';
import { selectReloadsOnNextNavigation } from './build-check.select';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The build check of page build `build-1` on a simulated clock; `deployed` answers each check. */
function startCheck(deployed: () => string, buildId: string | null = 'build-1') {
  const clock = new SimulatedClock();
  const checks: number[] = [];
  const reloads: string[] = [];
  const machine = buildCheckMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise(async () => {
        checks.push(clock.now());
        return deployed();
      }),
    },
    actions: { reloadTo: (_, { href }) => reloads.push(href) },
  });
  const actor = createActor(machine, { clock, input: { buildId } }).start();
  const navigate = async (href: string) => {
    actor.send({ type: 'route.changed', href });
    await flush();
  };
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, checks, reloads, navigate, advance };
}

describe('buildCheck', () => {
  it('checks at start and, while the build is the deployed one, lets navigations be client-side', async () => {
    const { actor, checks, reloads, navigate, advance } = startCheck(() => 'build-1');
    await flush();
    expect(checks).toEqual([0]);
    await advance(60_000);
    await navigate('/games');
    expect(reloads).toEqual([]);
    expect(selectReloadsOnNextNavigation(actor.getSnapshot())).toBe(false);
  });

  it('with a newer build, never reloads by itself, then loads the next navigation target in full', async () => {
    const { actor, reloads, navigate, advance } = startCheck(() => 'build-2');
    await flush();
    await advance(3_600_000);
    expect(reloads).toEqual([]);
    expect(selectReloadsOnNextNavigation(actor.getSnapshot())).toBe(true);
    await navigate('/games?tab=new');
    expect(reloads).toEqual(['/games?tab=new']);
    await navigate('/faq');
    expect(reloads).toEqual(['/games?tab=new']);
  });

  it('checks again on a route change at most once a minute; the route change after the news reloads', async () => {
    let deployed = 'build-1';
    const { checks, reloads, navigate, advance } = startCheck(() => deployed);
    await flush();
    deployed = 'build-2';
    await advance(59_999);
    await navigate('/a');
    expect(checks).toEqual([0]);
    await advance(1);
    await navigate('/b');
    expect(checks).toEqual([0, 60_000]);
    expect(reloads).toEqual([]);
    await navigate('/c');
    expect(reloads).toEqual(['/c']);
  });

  it('ignores a failed check and checks again on a route change a minute later', async () => {
    let fail = true;
    const { checks, reloads, navigate, advance } = startCheck(() => {
      if (fail) throw new Error('offline');
      return 'build-2';
    });
    await flush();
    fail = false;
    await navigate('/a');
    expect(reloads).toEqual([]);
    await advance(60_000);
    await navigate('/b');
    await navigate('/c');
    expect(checks).toEqual([0, 60_000]);
    expect(reloads).toEqual(['/c']);
  });

  it('does nothing on a page without a build id', async () => {
    const { checks, reloads, navigate, advance } = startCheck(() => 'build-2', null);
    await flush();
    await advance(60_000);
    await navigate('/a');
    expect(checks).toEqual([]);
    expect(reloads).toEqual([]);
  });
});
