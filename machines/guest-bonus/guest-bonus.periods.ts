import { TIMINGS } from '../../src/contract/constants';
import {
  GUEST_BONUS_KINDS,
  GUEST_BONUS_PERIODS,
  type GuestBonusKind,
  type PeriodStarts,
} from './guest-bonus.types';

/**
 * Whether a period started at `start` still runs at `now`: it has a start, the start is not in the future (a
 * cookie from a skewed or tampered clock), and `now` is before its end; at the end itself it is over.
 */
export function isRunning(kind: GuestBonusKind, start: number | null, now: number): start is number {
  return start !== null && start <= now && now < start + GUEST_BONUS_PERIODS[kind];
}

/** Milliseconds left of a period at `now`; 0 when it does not run. */
export function timeLeft(kind: GuestBonusKind, start: number | null, now: number): number {
  return isRunning(kind, start, now) ? start + GUEST_BONUS_PERIODS[kind] - now : 0;
}

/** Whether some period has to start (again) at `now`: it never started, or it is over. */
export function hasPeriodToStart(starts: PeriodStarts, now: number): boolean {
  return GUEST_BONUS_KINDS.some((kind) => !isRunning(kind, starts[kind], now));
}

/** The starts with every period that does not run at `now` started at `now`. */
export function startPeriods(starts: PeriodStarts, now: number): Record<GuestBonusKind, number> {
  return {
    regAndDep: isRunning('regAndDep', starts.regAndDep, now) ? starts.regAndDep : now,
    welcomePack: isRunning('welcomePack', starts.welcomePack, now) ? starts.welcomePack : now,
  };
}

/**
 * Milliseconds to the next tick: the next moment a running period's time left crosses a whole second, so the
 * shown seconds change on time and the last tick lands exactly on a period's end. At most one second.
 */
export function nextTickIn(starts: PeriodStarts, now: number): number {
  const tick = TIMINGS.countdownTick;
  return Math.min(tick, ...GUEST_BONUS_KINDS.map((kind) => timeLeft(kind, starts[kind], now) % tick || tick));
}
