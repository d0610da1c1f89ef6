import { readAppState, selectUser } from '../../machines/app/app.select';
import type { AppActorRef } from '../../machines/app/app.subscribe';
import type { BetOrder, GamesApi } from '../api/games';
import type { Currency } from '../contract/constants';
import type { PlaceBetAnswer } from '../contract/games/bets';
import type { HouseGame } from '../contract/games/rtp';
import { toMajor, toMinor } from '../contract/money';
import type { User } from '../contract/profile';
import { sessionIntents, type SessionIntents } from './intents';

/** What placing a bet needs: the call, the session to show the new balance, and the user as the session has it. */
export interface BetPlacingDeps {
  games: Pick<GamesApi, 'placeBet'>;
  session: Pick<SessionIntents, 'userUpdated'>;
  currentUser(): User | null;
}

const minor = (amount: number, currency: Currency) => toMinor(amount, currency);

/**
 * Whether the main balance moved by exactly what this bet moved (−stake + payout). When it moved by more (the bet
 * finished a bonus's wagering and the bonus money moved to the main balance, or another tab played), the bonus
 * balance may have changed too and only reading the user again tells.
 */
export function isBetTheOnlyMove(user: User, answer: PlaceBetAnswer): boolean {
  const { currency } = user;
  const before = minor(user.balance, currency);
  const after = minor(answer.balance, currency);
  const stake = minor(answer.bet.amount, currency);
  const payout = minor(answer.bet.payout ?? 0, currency);
  if (before === null || after === null || stake === null || payout === null) return false;
  return before - stake + payout === after;
}

/** The total balance once the main balance is `balance`, added in minor units so no float sum shows. */
export function totalAfter(user: User, balance: number): number {
  const main = minor(balance, user.currency);
  const bonus = minor(user.bonus_balance, user.currency);
  return main === null || bonus === null
    ? balance + user.bonus_balance
    : toMajor(main + bonus, user.currency);
}

/**
 * Places one bet and shows its balance in the header at once: the answer's main balance is merged into the user
 * (and the total with it); when the balance moved by more than the bet, the user is read again as well.
 */
export function betPlacer(deps: BetPlacingDeps) {
  return async (game: HouseGame, order: BetOrder): Promise<PlaceBetAnswer> => {
    const answer = await deps.games.placeBet(game, order);
    const user = deps.currentUser();
    if (!user) return answer;
    deps.session.userUpdated({
      balance: answer.balance,
      total_balance: totalAfter(user, answer.balance),
    });
    if (!isBetTheOnlyMove(user, answer)) deps.session.userUpdated();
    return answer;
  };
}

/** The bet placer of the running app. */
export function appBetPlacer(app: AppActorRef, games: Pick<GamesApi, 'placeBet'>) {
  return betPlacer({
    games,
    session: sessionIntents(app),
    currentUser: () => selectUser(readAppState(app.getSnapshot())),
  });
}
