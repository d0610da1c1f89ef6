import { assign, setup, type EventObject } from 'xstate';
import { TIMINGS } from '../../src/contract/constants';
import type { MirrorToCheck } from '../../src/contract/mirrors';
import { notProvided, notProvidedAction, notProvidedCallback } from '../shared/not-provided';
import type {
  DomainProbeContext,
  DomainProbeEvent,
  DomainProbeInput,
  PixelProbeInput,
  PixelTarget,
  ProbeResults,
} from './domain-probe.types';

/** Milliseconds before the first check: uniform over [10 s, 55 s] for `random` in [0, 1). */
export function firstCheckDelay(random: number): number {
  const span = TIMINGS.domainCheckFirstMax - TIMINGS.domainCheckFirstMin;
  return TIMINGS.domainCheckFirstMin + Math.min(span, Math.floor(random * (span + 1)));
}

/** The host a result is reported under: `cleanUrl` without scheme, port or path; null when it is no address. */
function hostOf(cleanUrl: string): string | null {
  try {
    return new URL(cleanUrl.includes('://') ? cleanUrl : `https://${cleanUrl}`).hostname || null;
  } catch {
    return null;
  }
}

/** The mirrors to time, once per host. */
function targetsOf(mirrors: readonly MirrorToCheck[]): PixelTarget[] {
  const byHost = new Map<string, PixelTarget>();
  for (const { cleanUrl, pixel } of mirrors) {
    const host = hostOf(cleanUrl);
    if (host && !byHost.has(host)) byHost.set(host, { host, pixel });
  }
  return [...byHost.values()];
}

/**
 * Domain check of SPEC §4, run while a player is logged in: the first check after a random 10–55 s, then one
 * every 5 minutes; a check loads every mirror's pixel at once, gives each 4 s, and reports host → ms or null.
 */
export const domainProbeMachine = setup({
  types: {
    context: {} as DomainProbeContext,
    events: {} as DomainProbeEvent,
    input: {} as DomainProbeInput,
  },
  actors: {
    /** GET /api/getMirrorsToCheck. */
    fetchMirrors: notProvided<MirrorToCheck[]>('fetchMirrors'),
    /** Loads every pixel at once and sends `pixel.measured` for each (the browser times an Image). */
    probePixels: notProvidedCallback<EventObject, PixelProbeInput>('probePixels'),
    /** POST /api/sendAntiBonusResult. */
    sendResults: notProvided<void, { results: ProbeResults }>('sendResults'),
  },
  delays: {
    firstCheck: ({ context }) => context.firstDelay,
    domainCheckEvery: TIMINGS.domainCheckEvery,
    probeTimeout: TIMINGS.pixelProbeTimeout,
  },
  guards: {
    hasMirrors: (_, params: { mirrors: MirrorToCheck[] }) => targetsOf(params.mirrors).length > 0,
    isLastPixel: ({ context }, params: { host: string }) =>
      context.targets.every((t) => t.host === params.host || t.host in context.results),
  },
  actions: {
    assignTargets: assign((_, params: { mirrors: MirrorToCheck[] }) => ({
      targets: targetsOf(params.mirrors),
      results: {},
    })),
    recordMeasurement: assign(({ context }, params: { host: string; ms: number | null }) =>
      context.targets.some((t) => t.host === params.host)
        ? { results: { ...context.results, [params.host]: params.ms } }
        : {},
    ),
    // A pixel that has not loaded when the check reports never did within the timeout.
    markUnloadedAsNull: assign(({ context }) => ({
      results: Object.fromEntries(context.targets.map((t) => [t.host, context.results[t.host] ?? null])),
    })),
    // SPEC §8: mirror list and anti-bonus failures are logged only; the schedule goes on.
    logProbeFailure: (_, _params: { error: unknown }) => notProvidedAction('logProbeFailure'),
  },
}).createMachine({
  id: 'domainProbe',
  description:
    'While a player is logged in: the first domain check after a random 10–55 s, then every 5 min; each pixel gets 4 s, results are reported.',
  context: ({ input }) => ({
    firstDelay: firstCheckDelay((input.random ?? Math.random)()),
    targets: [],
    results: {},
  }),
  initial: 'waitingForFirstCheck',
  states: {
    waitingForFirstCheck: {
      description: 'The random 10–55 s after login before the first check.',
      after: { firstCheck: 'checking' },
    },
    checking: {
      description: 'One domain check; the next starts 5 min after this one started.',
      after: { domainCheckEvery: { target: 'checking', reenter: true } },
      initial: 'fetchingMirrors',
      states: {
        fetchingMirrors: {
          description: 'GET /api/getMirrorsToCheck.',
          invoke: {
            src: 'fetchMirrors',
            onDone: [
              {
                guard: { type: 'hasMirrors', params: ({ event }) => ({ mirrors: event.output }) },
                target: 'probing',
                actions: { type: 'assignTargets', params: ({ event }) => ({ mirrors: event.output }) },
              },
              { target: 'waitingForNextCheck' },
            ],
            onError: {
              target: 'waitingForNextCheck',
              actions: { type: 'logProbeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        probing: {
          description: 'Every pixel loads at once; after 4 s the ones still loading count as null.',
          invoke: {
            src: 'probePixels',
            input: ({ context }) => ({ targets: context.targets, timeout: TIMINGS.pixelProbeTimeout }),
          },
          on: {
            'pixel.measured': [
              {
                guard: { type: 'isLastPixel', params: ({ event }) => ({ host: event.host }) },
                target: 'reporting',
                actions: { type: 'recordMeasurement', params: ({ event }) => event },
              },
              { actions: { type: 'recordMeasurement', params: ({ event }) => event } },
            ],
          },
          after: { probeTimeout: 'reporting' },
        },
        reporting: {
          description: 'POST /api/sendAntiBonusResult with host → ms or null.',
          entry: 'markUnloadedAsNull',
          invoke: {
            src: 'sendResults',
            input: ({ context }) => ({ results: context.results }),
            onDone: { target: 'waitingForNextCheck' },
            onError: {
              target: 'waitingForNextCheck',
              actions: { type: 'logProbeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waitingForNextCheck: {
          description: 'Until 5 min after this check started.',
        },
      },
    },
  },
});
