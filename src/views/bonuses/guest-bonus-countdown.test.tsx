// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import { GuestBonusCountdown, splitTimeLeft } from './guest-bonus-countdown';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(cleanup);

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const DAY = 24 * HOUR;

/** The countdown of a kind as a guest sees it: its timer's name and text. */
function shown(kind: 'regAndDep' | 'welcomePack', msLeft: number) {
  render(
    <I18nProvider i18n={i18n}>
      <GuestBonusCountdown kind={kind} msLeft={msLeft} />
    </I18nProvider>,
  );
  const timer = screen.getByRole('timer');
  const name = document.getElementById(timer.getAttribute('aria-labelledby') ?? '')?.textContent;
  const text = timer.textContent;
  cleanup();
  return { name, text };
}

describe('splitTimeLeft', () => {
  it('splits into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(splitTimeLeft(2 * DAY + 23 * HOUR + 59 * 60 * SECOND + 59 * SECOND)).toEqual({
      days: 2,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(splitTimeLeft(7 * DAY)).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
    expect(splitTimeLeft(7 * DAY - 1)).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
    expect(splitTimeLeft(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitTimeLeft(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitTimeLeft(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('GuestBonusCountdown', () => {
  it('shows days in words and the rest as a clock, named after the bonus', () => {
    expect(shown('welcomePack', 7 * DAY)).toEqual({ name: 'Welcome pack', text: '7 days 00:00:00' });
    expect(shown('regAndDep', 2 * DAY + 5 * HOUR + 4 * 60 * SECOND + 3 * SECOND)).toEqual({
      name: 'Registration and deposit bonus',
      text: '2 days 05:04:03',
    });
    expect(shown('regAndDep', DAY + SECOND).text).toBe('1 day 00:00:01');
  });

  it('shows only the clock on the last day, down to the last second', () => {
    expect(shown('regAndDep', DAY - SECOND).text).toBe('23:59:59');
    expect(shown('regAndDep', 1).text).toBe('00:00:01');
  });
});
