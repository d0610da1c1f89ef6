import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import { bonusActivationMachine } from './bonus-activation.machine';
import {
  selectActivationAction,
  selectActivationFailure,
  selectActivationStep,
  selectCompletedCount,
} from './bonus-activation.select';
import type { BonusAction } from './bonus-activation.types';

const CANCEL_BONUS: BonusAction = { kind: 'cancelBonus', bonusId: 12 };
const CANCEL_SPINS: BonusAction = { kind: 'cancelFreeSpins', campaignId: 5 };

/** The activation over a fake call that records every action it runs. */
function start(perform: (action: BonusAction) => Promise<unknown>) {
  const performed: BonusAction[] = [];
  const actor = createActor(
    bonusActivationMachine.provide({
      actors: {
        perform: fromPromise(({ input }) => {
          performed.push(input);
          return perform(input);
        }),
      },
    }),
  ).start();
  return { actor, performed };
}

describe('bonusActivation', () => {
  it('runs nothing before the player confirms, and nothing after a dismissal', () => {
    const { actor, performed } = start(async () => ({}));
    actor.send({ type: 'activation.request', action: CANCEL_BONUS });
    expect(selectActivationStep(actor.getSnapshot())).toBe('confirming');
    expect(selectActivationAction(actor.getSnapshot())).toEqual(CANCEL_BONUS);
    actor.send({ type: 'activation.dismiss' });
    expect(selectActivationStep(actor.getSnapshot())).toBe('idle');
    expect(selectActivationAction(actor.getSnapshot())).toBeNull();
    expect(performed).toEqual([]);
  });

  it('runs the confirmed action once and counts it, so the lists are read again', async () => {
    const { actor, performed } = start(async () => ({}));
    actor.send({ type: 'activation.request', action: CANCEL_SPINS });
    actor.send({ type: 'activation.confirm' });
    expect(selectActivationStep(actor.getSnapshot())).toBe('working');
    actor.send({ type: 'activation.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(performed).toEqual([CANCEL_SPINS]);
    expect(selectCompletedCount(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'activation.request', action: CANCEL_BONUS });
    actor.send({ type: 'activation.confirm' });
    await waitFor(actor, (s) => s.matches('done') && s.context.completed === 2);
    expect(performed).toEqual([CANCEL_SPINS, CANCEL_BONUS]);
  });

  it('keeps the code of a failure, retries on confirm and forgets it on dismiss', async () => {
    let fail = true;
    const { actor, performed } = start(async () => {
      if (fail)
        throw new ApiError({ status: 409, code: 'bonus_not_active', message: 'not active', fields: {} });
      return {};
    });
    actor.send({ type: 'activation.request', action: CANCEL_BONUS });
    actor.send({ type: 'activation.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectActivationFailure(actor.getSnapshot())?.code).toBe('bonus_not_active');
    expect(selectCompletedCount(actor.getSnapshot())).toBe(0);
    fail = false;
    actor.send({ type: 'activation.confirm' });
    expect(selectActivationFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(performed).toEqual([CANCEL_BONUS, CANCEL_BONUS]);
    actor.send({ type: 'activation.dismiss' });
    expect(selectActivationStep(actor.getSnapshot())).toBe('idle');
  });
});
