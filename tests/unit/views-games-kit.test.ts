// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeAnswer } from '../../machines/bet-round/bet-round.fixtures';
import { makeUser } from '../../machines/session/session.fixtures';
import { betPlacer } from '../../src/app/place-bet';
import type { User } from '../../src/contract/profile';
import { mirroredTarget, readDiceParams } from '../../src/views/games/dice/dice-target';
import { checkAutobetForm, EMPTY_AUTOBET_FORM } from '../../src/views/games/kit/autobet-form';
import {
  checkStake,
  doubleStake,
  halfStake,
  maximumStake,
  minimumStake,
  type StakeBounds,
} from '../../src/views/games/kit/stake';
import { shortcutOf } from '../../src/views/games/kit/use-bet-shortcuts';

const RUB: StakeBounds = { currency: 'RUB', min: 1, max: 10_000, balance: 250.5 };

describe('stake', () => {
  it('halves down to the currency’s precision and never below the minimum', () => {
    expect(halfStake('0.03', { ...RUB, min: 0.01 })).toBe('0.01');
    expect(halfStake('7.55', RUB)).toBe('3.77');
    expect(halfStake('1.5', RUB)).toBe('1');
    expect(halfStake('oops', RUB)).toBe('1');
  });

  it('doubles up to the balance or the maximum, whichever is lower', () => {
    expect(doubleStake('100', RUB)).toBe('200');
    expect(doubleStake('200', RUB)).toBe('250.5');
    expect(doubleStake('6000', { ...RUB, balance: null })).toBe('10000');
    expect(maximumStake(RUB)).toBe('250.5');
    expect(maximumStake({ ...RUB, balance: 0.5 })).toBe('1');
    expect(minimumStake(RUB)).toBe('1');
  });

  it('reads a typed amount exactly and says what is wrong with it', () => {
    expect(checkStake('12,5', RUB)).toEqual({ ok: true, amount: 12.5 });
    expect(checkStake('250.5', RUB)).toEqual({ ok: true, amount: 250.5 });
    expect(checkStake('250.51', RUB)).toEqual({
      ok: false,
      problem: { kind: 'aboveBalance', balance: 250.5 },
    });
    expect(checkStake('20000', { ...RUB, balance: null })).toEqual({
      ok: false,
      problem: { kind: 'aboveMaximum', max: 10_000 },
    });
    expect(checkStake('0.99', RUB)).toEqual({ ok: false, problem: { kind: 'belowMinimum', min: 1 } });
    expect(checkStake('1.001', RUB)).toEqual({ ok: false, problem: { kind: 'precision', digits: 2 } });
    expect(checkStake('-1', RUB)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkStake('1e3', RUB)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkStake('  ', RUB)).toEqual({ ok: false, problem: { kind: 'empty' } });
  });
});

describe('shortcutOf', () => {
  const press = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return shortcutOf(event);
  };

  it('reads H and D by their physical key, and Space and Enter outside controls, as the game keys', () => {
    expect(press({ code: 'KeyH', key: 'h' })).toBe('half');
    expect(press({ code: 'KeyH', key: 'р' })).toBe('half');
    expect(press({ code: 'KeyD', key: 'в' })).toBe('double');
    expect(press({ code: 'Space', key: ' ' })).toBe('bet');
    expect(press({ code: 'Enter', key: 'Enter' })).toBe('bet');
  });

  it('leaves typing, controls, dialogs, held keys and chords alone', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = dialog.appendChild(document.createElement('p'));
    expect(press({ code: 'KeyH', key: 'h' }, input)).toBeNull();
    expect(press({ code: 'Space', key: ' ' }, button)).toBeNull();
    expect(press({ code: 'KeyD', key: 'd' }, button)).toBe('double');
    expect(press({ code: 'Space', key: ' ' }, inside)).toBeNull();
    expect(press({ code: 'KeyD', key: 'd', repeat: true })).toBeNull();
    expect(press({ code: 'KeyD', key: 'd', ctrlKey: true })).toBeNull();
  });
});

describe('checkAutobetForm', () => {
  it('reads empty or zero counts and stops as none, and increases as percentages', () => {
    const checked = checkAutobetForm(
      { ...EMPTY_AUTOBET_FORM, bets: '0', stopOnLoss: '12,5', onLoss: 'increase', onLossPercent: '100' },
      'RUB',
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        bets: null,
        stopOnProfit: null,
        stopOnLoss: 12.5,
        onWin: { kind: 'reset' },
        onLoss: { kind: 'increase', percent: 100 },
      },
    });
  });

  it('names every field that cannot be used', () => {
    const checked = checkAutobetForm(
      { ...EMPTY_AUTOBET_FORM, bets: '2.5', stopOnProfit: '1.234', onWin: 'increase', onWinPercent: '' },
      'RUB',
    );
    expect(checked).toEqual({
      ok: false,
      problems: {
        bets: { kind: 'bets' },
        stopOnProfit: { kind: 'precision', digits: 2 },
        onWinPercent: { kind: 'percent' },
      },
    });
  });
});

describe('dice target', () => {
  it('mirrors a target to the other direction with the same chance, exactly', () => {
    expect(mirroredTarget(50.5)).toBe(49.5);
    expect(mirroredTarget(2)).toBe(98);
    expect(mirroredTarget(97.99)).toBe(2.01);
  });

  it('reads a typed target and keeps the contract’s key for a wrong one', () => {
    expect(readDiceParams('12,34', 'under')).toEqual({
      ok: true,
      params: { target: 12.34, direction: 'under' },
    });
    expect(readDiceParams('99', 'under')).toMatchObject({ ok: false, error: /^dice_target_out_of_range:/ });
    expect(readDiceParams('12.345', 'over')).toMatchObject({ ok: false, error: /^dice_target_precision:/ });
    expect(readDiceParams('', 'over')).toMatchObject({ ok: false, error: /^dice_target_invalid:/ });
  });
});

describe('betPlacer', () => {
  function place(user: User | null, answer = makeAnswer({ amount: 10, payout: 19.8 }, 109.8)) {
    const updates: Array<Partial<User> | undefined> = [];
    const placeBet = betPlacer({
      games: { placeBet: async () => answer },
      session: { userUpdated: (patch) => void updates.push(patch) },
      currentUser: () => user,
    });
    return { updates, run: () => placeBet('dice', { betId: 'bet-0001', amount: 10, params: {} }) };
  }

  it('shows the balances the answer carries, without reading the user again', async () => {
    const { updates, run } = place(
      makeUser({ balance: 100, bonus_balance: 0.1, total_balance: 100.1 }),
      makeAnswer({ amount: 10, payout: 19.8 }, 109.8, 0.1),
    );
    await run();
    expect(updates).toEqual([{ balance: 109.8, bonus_balance: 0.1, total_balance: 109.9 }]);
  });

  it('reads the user again when the bonus balance moved (the bet finished a bonus’s wagering)', async () => {
    const user = makeUser({ balance: 100, bonus_balance: 50, total_balance: 150 });
    const { updates, run } = place(user, makeAnswer({ amount: 10, payout: 0 }, 140, 0));
    await run();
    expect(updates).toEqual([{ balance: 140, bonus_balance: 0, total_balance: 140 }, undefined]);
  });
});
