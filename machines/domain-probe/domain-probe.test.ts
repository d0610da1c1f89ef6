import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import type { MirrorToCheck } from '../../src/contract/mirrors';
import { domainProbeMachine, firstCheckDelay } from './domain-probe.machine';
import type { PixelMeasuredEvent, PixelProbeInput, ProbeResults } from './domain-probe.types';

const MIRRORS: MirrorToCheck[] = [
  { cleanUrl: 'mirror-b.test', pixel: 'https://mirror-b.test/pixel.png' },
  { cleanUrl: 'https://mirror-c.test:8443/', pixel: 'https://mirror-c.test:8443/pixel.png' },
];

/** Lets the fake calls' promises settle. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Fakes {
  random?: number;
  mirrors?: () => MirrorToCheck[];
  /** What the pixel prober does with its input; by default it never answers (every pixel hangs). */
  probe?: (input: PixelProbeInput, measured: (e: Omit<PixelMeasuredEvent, 'type'>) => void) => void;
  report?: () => void;
}

/** The domain check on a simulated clock, with fakes that write down when they were called. */
function startProbe(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const lists: number[] = [];
  const probes: PixelProbeInput[] = [];
  const reports: Array<{ at: number; results: ProbeResults }> = [];
  const logged: unknown[] = [];
  const machine = domainProbeMachine.provide({
    actors: {
      fetchMirrors: fromPromise(async () => {
        lists.push(clock.now());
        return (fakes.mirrors ?? (() => MIRRORS))();
      }),
      probePixels: fromCallback<AnyEventObject, PixelProbeInput>(({ input, sendBack }) => {
        probes.push(input);
        fakes.probe?.(input, (e) => sendBack({ type: 'pixel.measured', ...e }));
      }),
      sendResults: fromPromise<void, { results: ProbeResults }>(async ({ input }) => {
        reports.push({ at: clock.now(), results: input.results });
        fakes.report?.();
      }),
    },
    actions: { logProbeFailure: (_, { error }) => logged.push(error) },
  });
  const actor = createActor(machine, { clock, input: { random: () => fakes.random ?? 0 } }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, lists, probes, reports, logged, advance };
}

/** Every pixel answers at once with these times. */
const answering =
  (times: Record<string, number | null>): Fakes['probe'] =>
  (input, measured) => {
    for (const { host } of input.targets) if (host in times) measured({ host, ms: times[host] ?? null });
  };

describe('domainProbe', () => {
  it('draws the first delay within [10 s, 55 s]', () => {
    expect(firstCheckDelay(0)).toBe(10_000);
    expect(firstCheckDelay(0.5)).toBe(32_500);
    expect(firstCheckDelay(0.999_999_999)).toBe(55_000);
    for (let i = 0; i < 1_000; i++) {
      const delay = firstCheckDelay(Math.random());
      expect(delay).toBeGreaterThanOrEqual(10_000);
      expect(delay).toBeLessThanOrEqual(55_000);
    }
  });

  it('runs nothing before 10 s with the lowest draw, and the first check at 10 s', async () => {
    const { lists, advance } = startProbe({ random: 0 });
    await advance(9_999);
    expect(lists).toEqual([]);
    await advance(1);
    expect(lists).toEqual([10_000]);
  });

  it('runs the first check at 55 s with the highest draw, not a millisecond before', async () => {
    const { lists, advance } = startProbe({ random: 0.999_999_999 });
    await advance(54_999);
    expect(lists).toEqual([]);
    await advance(1);
    expect(lists).toEqual([55_000]);
  });

  it('checks again every 5 minutes after the first check', async () => {
    const { lists, reports, advance } = startProbe({
      random: 0,
      probe: answering({ 'mirror-b.test': 80, 'mirror-c.test': 95 }),
    });
    await advance(10_000);
    await advance(299_999);
    expect(lists).toEqual([10_000]);
    await advance(1);
    await advance(300_000);
    expect(lists).toEqual([10_000, 310_000, 610_000]);
    expect(reports.map((r) => r.at)).toEqual([10_000, 310_000, 610_000]);
  });

  it('probes every pixel at once with a 4 s timeout, by host', async () => {
    const { probes, advance } = startProbe();
    await advance(10_000);
    expect(probes).toEqual([
      {
        targets: [
          { host: 'mirror-b.test', pixel: 'https://mirror-b.test/pixel.png' },
          { host: 'mirror-c.test', pixel: 'https://mirror-c.test:8443/pixel.png' },
        ],
        timeout: 4_000,
      },
    ]);
  });

  it('reports null for a pixel that has not loaded after 4 s, not before', async () => {
    const { reports, advance } = startProbe({ probe: answering({ 'mirror-b.test': 120 }) });
    await advance(10_000);
    await advance(3_999);
    expect(reports).toEqual([]);
    await advance(1);
    expect(reports).toEqual([{ at: 14_000, results: { 'mirror-b.test': 120, 'mirror-c.test': null } }]);
  });

  it('reports as soon as every pixel has answered, a failed load as null', async () => {
    const { reports, advance } = startProbe({
      probe: answering({ 'mirror-b.test': 120, 'mirror-c.test': null }),
    });
    await advance(10_000);
    expect(reports).toEqual([{ at: 10_000, results: { 'mirror-b.test': 120, 'mirror-c.test': null } }]);
  });

  it('reports nothing when there is no mirror to check, and checks again later', async () => {
    const { lists, probes, reports, advance } = startProbe({ mirrors: () => [] });
    await advance(10_000);
    await advance(300_000);
    expect(lists).toHaveLength(2);
    expect(probes).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('only logs a failed mirror list or report, and keeps the schedule', async () => {
    let listFails = true;
    const { lists, reports, logged, advance } = startProbe({
      mirrors: () => {
        if (listFails) throw new Error('list down');
        return MIRRORS;
      },
      probe: answering({ 'mirror-b.test': 1, 'mirror-c.test': 2 }),
      report: () => {
        throw new Error('report down');
      },
    });
    await advance(10_000);
    expect(logged).toEqual([new Error('list down')]);
    listFails = false;
    await advance(300_000);
    expect(reports).toHaveLength(1);
    expect(logged).toEqual([new Error('list down'), new Error('report down')]);
    await advance(300_000);
    expect(lists).toEqual([10_000, 310_000, 610_000]);
  });
});
