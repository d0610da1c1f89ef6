import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { promoMachine } from './promo.machine';
import type { PromoData, PromoInput } from './promo.types';

/** The landing promo with a fake promo lookup; `log` lists the calls and cookie/address writes. */
async function land(input: PromoInput, lookup: () => Promise<PromoData>) {
  const log: string[] = [];
  const machine = promoMachine.provide({
    actors: {
      fetchPromo: fromPromise(async ({ input: call }) => {
        log.push(`fetch ${call.code}`);
        return lookup();
      }),
    },
    actions: {
      storePromo: (_, { code }) => log.push(`cookie=${code}`),
      clearPromo: () => log.push('cookie cleared'),
      dropPromoQuery: () => log.push('query dropped'),
      logFailure: () => log.push('logged'),
    },
  });
  const actor = createActor(machine, { input }).start();
  await waitFor(actor, (s) => s.status === 'done');
  const snapshot = actor.getSnapshot();
  return { log, state: snapshot.value, promo: snapshot.context.promo };
}

const spring = { code: 'SPRING', name: 'bonus.promo.spring' };

describe('promo', () => {
  it('keeps a promo from the address in its cookie and offers its data', async () => {
    const { log, state, promo } = await land({ queryPromo: 'SPRING', cookiePromo: null }, async () => spring);
    expect(log.sort()).toEqual(['cookie=SPRING', 'fetch SPRING']);
    expect(state).toBe('valid');
    expect(promo).toEqual(spring);
  });

  it('prefers the address to an older cookie', async () => {
    const { log } = await land({ queryPromo: 'NEW', cookiePromo: 'OLD' }, async () => spring);
    expect(log.sort()).toEqual(['cookie=NEW', 'fetch NEW']);
  });

  it('checks a promo kept in the cookie without writing it again', async () => {
    const { log } = await land({ queryPromo: null, cookiePromo: 'SPRING' }, async () => spring);
    expect(log).toEqual(['fetch SPRING']);
  });

  it('clears the cookie and the parameter when the data cannot be fetched, and logs only', async () => {
    const { log, state, promo } = await land({ queryPromo: 'DEAD', cookiePromo: null }, async () => {
      throw new Error('404');
    });
    expect(log.slice(0, 2).sort()).toEqual(['cookie=DEAD', 'fetch DEAD']);
    expect(log.slice(2)).toEqual(['cookie cleared', 'query dropped', 'logged']);
    expect(state).toBe('cleared');
    expect(promo).toBeNull();
  });

  it('does nothing without a promo', async () => {
    const { log, state } = await land({ queryPromo: '  ', cookiePromo: null }, async () => spring);
    expect(log).toEqual([]);
    expect(state).toBe('none');
  });
});
