import { DAY_SECONDS, type Currency, type Region } from '../../../contract/constants';
import { toMinor } from '../../../contract/money';
import type { Program, Reward, Terms } from './program-schema';

/** A promo redemption waiting for a deposit. */
export type WaitingPromo = { id: number; code: string; programId: string; expiresAt: Date };

/** What decides which bonuses a player can earn at a moment. */
export type PlayerStanding = {
  currency: Currency;
  region: Region;
  registeredAt: Date;
  /**
   * Paid deposits before the deposit in question (the next one, or one being credited); the deposit hook counts them
   * up to MAX_WELCOME_STEPS, past which no offer tells them apart.
   */
  paidDeposits: number;
  /** Redemptions waiting for a deposit, oldest first. */
  waiting: readonly WaitingPromo[];
  /** The program the player chose for their next deposit, if any. */
  chosen: { activationId: number; programId: string } | null;
};

/** A bonus the deposit in question would earn under one program (or welcome-pack step). */
export type Offer = {
  program: Program;
  terms: Terms;
  /** The message key of the bonus: the program's, or the welcome-pack step's. */
  name: string;
  /** The welcome-pack step (1-based), else null. */
  step: number | null;
  /** The waiting redemption it comes from, else null. */
  redemption: WaitingPromo | null;
  /** The end of the period in which it can be earned. */
  endsAt: Date;
};

const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_SECONDS * 1000);

/** Whole seconds from `now` to `end`, never below zero. */
export const secondsUntil = (end: Date, now: Date) =>
  Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));

/** The seconds of a program's window (SPEC §4: 3 days for the registration-and-deposit bonus, 7 for the pack). */
export const windowSeconds = (program: Program) => program.windowDays * DAY_SECONDS;

/** Whether a program is offered in the player's region. */
export const offeredIn = (program: Program, region: Region) =>
  program.region === null || program.region === region;

/**
 * Every bonus the player's deposit in question could earn at `at`, the one it earns first: the offer of the
 * program the player chose, else a redeemed promo waiting for a deposit (oldest first), else the
 * registration-and-deposit bonus on a first deposit within its window, else the welcome-pack step matching the
 * deposit's number within the pack's window.
 */
export function depositOffers(programs: readonly Program[], player: PlayerStanding, at: Date): Offer[] {
  const here = programs.filter((p) => offeredIn(p, player.region));
  const offers: Offer[] = [];
  for (const waiting of player.waiting) {
    const program = here.find((p) => p.id === waiting.programId);
    if (program?.kind !== 'promo' || program.creditOn !== 'deposit' || waiting.expiresAt <= at) continue;
    const { terms, name } = program;
    offers.push({ program, terms, name, step: null, redemption: waiting, endsAt: waiting.expiresAt });
  }
  for (const program of here) {
    const endsAt = addDays(player.registeredAt, program.windowDays);
    if (at >= endsAt) continue;
    if (program.kind === 'reg_and_dep' && player.paidDeposits === 0) {
      offers.push({
        program,
        terms: program.terms,
        name: program.name,
        step: null,
        redemption: null,
        endsAt,
      });
    }
    const step = program.kind === 'welcome_pack' ? program.steps[player.paidDeposits] : undefined;
    if (step) {
      const { name, ...terms } = step;
      offers.push({ program, terms, name, step: player.paidDeposits + 1, redemption: null, endsAt });
    }
  }
  const chosen = (o: Offer) => (o.program.id === player.chosen?.programId ? 0 : 1);
  const rank = (o: Offer) => ['promo', 'reg_and_dep', 'welcome_pack'].indexOf(o.program.kind);
  return offers.sort((a, b) => chosen(a) - chosen(b) || rank(a) - rank(b));
}

/** Major units of the programs file → minor units; the schema made sure every amount is exact. */
export function minorOf(major: number, currency: Currency): bigint {
  const minor = toMinor(major, currency);
  if (minor === null) throw new Error(`${major} ${currency} is not an exact amount`);
  return minor;
}

/** The bonus a reward gives for a deposit (minor units): the match rounded down and capped, or the fixed amount. */
export function rewardAmount(reward: Reward, currency: Currency, deposit: bigint): bigint {
  if (reward.type === 'fixed') return minorOf(reward.amount[currency], currency);
  const matched = (deposit * BigInt(reward.percent)) / 100n;
  const cap = minorOf(reward.cap[currency], currency);
  return matched < cap ? matched : cap;
}

/** When a bonus credited at `at` under these terms expires. */
export const bonusExpiry = (terms: Terms, at: Date) => addDays(at, terms.expiryDays);

/** The end of the wait of a promo redeemed at `at` for a deposit. */
export const redemptionEnd = (program: Program, at: Date) => addDays(at, program.windowDays);
