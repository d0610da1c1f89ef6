import type {
  AvailableBonus,
  BonusProgram,
  BonusTerms,
  PlayerBonus,
  PlayerBonusStatus,
  PromoRedemption,
  WelcomePackGuestAnswer,
} from '../../../contract/bonuses';
import type { Currency } from '../../../contract/constants';
import { toMajor } from '../../../contract/money';
import { minorOf, secondsUntil, windowSeconds, type Offer } from './offers';
import type { Program, ProgramOf, Terms } from './program-schema';
import type { RedemptionRow } from './promo-repository';
import type { PlayerBonus as PlayerBonusRow } from './wallet';

/** Terms in the player's currency, major units. */
export function presentTerms(terms: Terms, currency: Currency): BonusTerms {
  const major = (amount: number) => toMajor(minorOf(amount, currency), currency);
  const { reward } = terms;
  return {
    match_percent: reward.type === 'match' ? reward.percent : null,
    max_amount: major(reward.type === 'match' ? reward.cap[currency] : reward.amount[currency]),
    min_deposit: major(terms.minDeposit[currency]),
    wager_multiplier: terms.wagerMultiplier,
    expiry_days: terms.expiryDays,
    free_spins: terms.freeSpins && { count: terms.freeSpins.count, game_id: terms.freeSpins.gameId },
    currency,
  };
}

/**
 * A bonus the player can earn; `next` when it is the one the next deposit earns, `activated` when the player chose
 * it for that deposit.
 */
export function presentOffer(
  offer: Offer,
  currency: Currency,
  now: Date,
  flags: { next: boolean; activated: boolean },
): AvailableBonus {
  return {
    ...presentTerms(offer.terms, currency),
    program_id: offer.program.id,
    kind: offer.program.kind,
    name: offer.name,
    public_title: offer.program.publicTitle,
    step: offer.step,
    promo_code: offer.redemption?.code ?? null,
    expires_in: secondsUntil(offer.endsAt, now),
    next_deposit: flags.next,
    activated: flags.activated,
  };
}

/** SPEC §3 Bonus: a program with the seconds left to earn it. */
export function presentProgram(program: Program, expiresIn: number): BonusProgram {
  return {
    id: program.id,
    kind: program.kind,
    name: program.name,
    public_title: program.publicTitle,
    expires_in: expiresIn,
    region: program.region,
  };
}

/** The welcome pack as a guest sees it: each step in `currency`, and the whole window to earn it. */
export function presentWelcomePack(
  program: ProgramOf<'welcome_pack'>,
  currency: Currency,
): WelcomePackGuestAnswer {
  return {
    id: program.id,
    name: program.name,
    publicTitle: program.publicTitle,
    expires_in: windowSeconds(program),
    currency,
    steps: program.steps.map(({ name, ...terms }, i) => ({
      ...presentTerms(terms, currency),
      step: i + 1,
      name,
    })),
  };
}

/** A credited bonus with its wagering progress. */
export function presentPlayerBonus(row: PlayerBonusRow): PlayerBonus {
  const currency = row.currency as Currency;
  const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor, currency));
  return {
    id: row.id,
    program_id: row.programId,
    name: row.name,
    currency,
    amount: toMajor(row.amount, currency),
    wager_required: toMajor(row.wagerRequired, currency),
    wagered: toMajor(row.wagerProgress, currency),
    status: row.status as PlayerBonusStatus,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    converted_amount: major(row.convertedAmount),
    forfeited_amount: major(row.forfeitedAmount),
  };
}

/** A player's use of a promo code. */
export function presentRedemption(row: RedemptionRow, program: Program): PromoRedemption {
  const waiting = row.status === 'waiting';
  return {
    code: row.code,
    program_id: row.programId,
    name: program.name,
    status: waiting ? 'waiting' : 'credited',
    expires_at: waiting ? row.expiresAt.toISOString() : null,
    bonus_id: row.bonusId,
  };
}
