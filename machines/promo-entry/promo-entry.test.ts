import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PromoRedemption } from '../../src/contract/bonuses';
import { ApiError } from '../../src/contract/failure';
import { promoEntryMachine } from './promo-entry.machine';
import { promoErrorText } from './promo-errors';
import {
  selectIsRedeeming,
  selectPromoFailure,
  selectRedeemedCount,
  selectRedemption,
} from './promo-entry.select';
import type { PromoErrorReport } from './promo-entry.types';

const REDEMPTION: PromoRedemption = {
  code: 'SPRING',
  program_id: 'promo-deposit-100',
  name: 'bonus.promo.deposit_match',
  status: 'waiting',
  expires_at: '2026-03-15T10:00:00.000Z',
  bonus_id: null,
};

const INVALID = 'promo_invalid: The promo code is invalid or has expired.';

/** The promo entry over a fake redeem call; it records what was sent and every reported promo error. */
function start(redeem: (code: string) => Promise<PromoRedemption>) {
  const sent: string[] = [];
  const reports: PromoErrorReport[] = [];
  const actor = createActor(
    promoEntryMachine.provide({
      actors: {
        redeemPromo: fromPromise(({ input }) => {
          sent.push(input.code);
          return redeem(input.code);
        }),
      },
      actions: { reportPromoError: (_, report) => reports.push(report) },
    }),
  ).start();
  return { actor, sent, reports };
}

describe('promoEntry', () => {
  it('redeems the trimmed code and counts the redemption', async () => {
    const { actor, sent, reports } = start(async () => REDEMPTION);
    actor.send({ type: 'promo.submit', code: '  spring ' });
    expect(selectIsRedeeming(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('redeemed'));
    expect(sent).toEqual(['spring']);
    expect(selectRedemption(actor.getSnapshot())).toEqual(REDEMPTION);
    expect(selectRedeemedCount(actor.getSnapshot())).toBe(1);
    expect(reports).toEqual([]);
    actor.send({ type: 'promo.edit' });
    expect(selectRedemption(actor.getSnapshot())).toBeNull();
    expect(selectRedeemedCount(actor.getSnapshot())).toBe(1);
  });

  it('ignores a blank code', () => {
    const { actor, sent } = start(async () => REDEMPTION);
    actor.send({ type: 'promo.submit', code: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });

  it('keeps the field error of a refused code and sends the promo-code-error event once', async () => {
    const { actor, reports } = start(async () => {
      throw new ApiError({
        status: 422,
        code: 'promo_invalid',
        message: 'The promo code is invalid or has expired.',
        fields: { code: [INVALID] },
      });
    });
    actor.send({ type: 'promo.submit', code: 'NOPE' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(selectPromoFailure(actor.getSnapshot())).toMatchObject({
      code: 'promo_invalid',
      fields: { code: [INVALID] },
    });
    expect(reports).toEqual([{ code: 'NOPE', error: INVALID }]);
    actor.send({ type: 'promo.edit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectPromoFailure(actor.getSnapshot())).toBeNull();
  });

  it('reports a code this player used before, but not a failed call', async () => {
    let failure = new ApiError({
      status: 409,
      code: 'promo_used',
      message: 'You have already used this promo code.',
      fields: { code: ['promo_used: You have already used this promo code.'] },
    });
    const { actor, reports } = start(async () => {
      throw failure;
    });
    actor.send({ type: 'promo.submit', code: 'SPRING' });
    await waitFor(actor, (s) => s.matches('refused'));
    failure = new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} });
    actor.send({ type: 'promo.submit', code: 'SPRING' });
    await waitFor(actor, (s) => s.matches('refused') && s.context.failure?.code === 'network_error');
    expect(reports).toEqual([
      { code: 'SPRING', error: 'promo_used: You have already used this promo code.' },
    ]);
  });
});

describe('promoErrorText', () => {
  it('finds the promo texts of any field, or the code of a failure without fields', () => {
    expect(
      promoErrorText({
        code: 'validation_failed',
        message: 'The form has errors',
        fields: { password: ['password_too_short: Too short'], promo: [INVALID] },
      }),
    ).toBe(INVALID);
    expect(promoErrorText({ code: 'promo_used', message: 'Used before.', fields: {} })).toBe('Used before.');
    expect(
      promoErrorText({ code: 'email_taken', message: 'Taken', fields: { email: ['email_taken: Taken'] } }),
    ).toBeNull();
  });
});
