import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered 503 first when the process is overloaded: a public read the page can do without for a moment. */
    shedFirst?: boolean;
  }
}

/** Route config of a public read that is shed first under pressure (`config: SHED_FIRST`). */
export const SHED_FIRST = { shedFirst: true } as const;

/** Seconds a shed request is told to wait (`Retry-After`): about one sample of the event loop and more. */
export const SHED_RETRY_AFTER = 5;

/** How often the event-loop delay and the heap are sampled; a shed decision uses the last sample. */
const SAMPLE_INTERVAL_MS = 1_000;

/** Without LOAD_SHED_HEAP_MB: 90 % of the heap V8 may grow to. */
const defaultHeapLimit = () => Math.floor(getHeapStatistics().heap_size_limit * 0.9);

const busy = () => new HttpError(503, 'server_busy', 'The server is busy, try again in a moment.');

/**
 * Load shedding (@fastify/under-pressure): when the mean event-loop delay of the last sample passes
 * LOAD_SHED_EVENT_LOOP_DELAY ms or the heap passes LOAD_SHED_HEAP_MB, the routes marked `SHED_FIRST` answer 503
 * `server_busy` with Retry-After at once, before any work: public reads that cost database work and that the page
 * lives without for a moment (the live feed, which every open game page polls, and the guest bonus offers), and
 * `/readyz`, so a load balancer sends new players elsewhere. Everything else goes on: bets, deposits, webhooks,
 * payouts and logins are what the freed time is for; reads a page cannot work without (game settings, the promo
 * lookup, whose failure drops the player's promo) are not shed; `/healthz` stays 200 (restarting a busy process
 * helps nobody). 0 turns a threshold off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: Pick<Config, 'loadShedEventLoopDelay' | 'loadShedHeapMb'>,
): Promise<void> {
  const heapMb = config.loadShedHeapMb;
  await app.register(underPressure, {
    maxEventLoopDelay: config.loadShedEventLoopDelay,
    maxHeapUsedBytes: heapMb === null ? defaultHeapLimit() : heapMb * 1024 * 1024,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: (request: FastifyRequest, reply) => {
      if (!request.routeOptions.config.shedFirst) return;
      reply.header('retry-after', String(SHED_RETRY_AFTER));
      return Promise.reject(busy());
    },
  });
}
