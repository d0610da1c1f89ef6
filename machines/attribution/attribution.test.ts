import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { attributionMachine } from './attribution.machine';
import { hasAllUtmParameters, type AttributionAnswer, type AttributionInput } from './attribution.types';

const UTM = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots' };

/** Attribution with a fake /middleware/utm; `log` lists the calls and cookie writes in order. */
async function attribute(input: AttributionInput, answer: () => Promise<AttributionAnswer>) {
  const log: string[] = [];
  const machine = attributionMachine.provide({
    actors: {
      fetchAttribution: fromPromise(async ({ input: call }) => {
        log.push(`utm ${JSON.stringify(call.query)}`);
        return answer();
      }),
    },
    actions: {
      storeAdvertiser: (_, { advId }) => log.push(`advId=${advId}`),
      storeAdBonus: (_, { type, value }) => log.push(`adBonus=${type}:${value}`),
      logAttributionFailure: (_, { error }) => log.push(`logged ${(error as Error).message}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  await waitFor(actor, (s) => s.status === 'done');
  return { log, state: actor.getSnapshot().value };
}

const answer = (value: AttributionAnswer) => async () => value;

describe('attribution', () => {
  it('sends the whole landing query when all four utm parameters are there and stores the advertiser id', async () => {
    const query = { ...UTM, gclid: 'abc' };
    const { log, state } = await attribute(
      { landingQuery: query, hasAdvertiserCookie: false },
      answer({ advId: 'adv-9', promo: null }),
    );
    expect(log).toEqual([`utm ${JSON.stringify(query)}`, 'advId=adv-9']);
    expect(state).toBe('finished');
  });

  it('stores the ad bonus cookies too when the answer has a promo', async () => {
    const { log } = await attribute(
      { landingQuery: UTM, hasAdvertiserCookie: false },
      answer({ advId: 'adv-9', promo: { type: 'freespins', value: '50' } }),
    );
    expect(log.slice(1)).toEqual(['advId=adv-9', 'adBonus=freespins:50']);
  });

  it('stores nothing when the answer has no advertiser id', async () => {
    const { log } = await attribute(
      { landingQuery: UTM, hasAdvertiserCookie: false },
      answer({ advId: '', promo: { type: 'freespins', value: '50' } }),
    );
    expect(log).toHaveLength(1);
  });

  it.each(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const)(
    'makes no call when %s is missing or empty',
    async (name) => {
      const { [name]: _, ...three } = UTM;
      for (const landingQuery of [three, { ...UTM, [name]: ' ' }]) {
        const { log, state } = await attribute(
          { landingQuery, hasAdvertiserCookie: false },
          answer({ advId: 'adv-9', promo: null }),
        );
        expect(log).toEqual([]);
        expect(state).toBe('skipped');
      }
    },
  );

  it('makes no call when the advertiser cookie is set already', async () => {
    const { log } = await attribute(
      { landingQuery: UTM, hasAdvertiserCookie: true },
      answer({ advId: 'adv-9', promo: null }),
    );
    expect(log).toEqual([]);
  });

  it('only logs a failed call and stores nothing', async () => {
    const { log, state } = await attribute({ landingQuery: UTM, hasAdvertiserCookie: false }, async () => {
      throw new Error('down');
    });
    expect(log.slice(1)).toEqual(['logged down']);
    expect(state).toBe('failed');
  });

  it('knows a complete utm landing', () => {
    expect(hasAllUtmParameters(UTM)).toBe(true);
    expect(hasAllUtmParameters({ ...UTM, utm_term: '' })).toBe(false);
    expect(hasAllUtmParameters({})).toBe(false);
  });
});
