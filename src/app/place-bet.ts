import { readAppState, selectUser } from '../../machines/app/app.select';
import type { AppActorRef } from '../../machines/app/app.subscribe';
import type { BetOrder, GamesApi } from '../api/games';
import type { PlaceBetAnswer } from '../contract/games/bets';
import type { HouseGame } from '../contract/games/rtp';
import type { User } from '../contract/profile';
import { sessionIntents, type SessionIntents } from './intents';

/** What placing a bet needs: the call, the session to show the new balance, and the user as the session has it. */
export interface BetPlacingDeps {
  games: Pick<GamesApi, 'placeBet'>;
  session: Pick<SessionIntents, 'userUpdated'>;
  currentUser(): User | null;
}

/**
 * The balances a bet's (or a settling move's) answer carries, read in the bet's own transaction, merged into the
 * user: no profile read follows a bet. Only when the bonus balance moved (the bet finished or advanced a bonus's
 * wagering and the bonus changed with it) is the user read again, for the bonus itself.
 */
export function showAnswerBalances(
  deps: Pick<BetPlacingDeps, 'session' | 'currentUser'>,
  answer: PlaceBetAnswer,
): void {
  const user = deps.currentUser();
  if (!user) return;
  deps.session.userUpdated({
    balance: answer.balance,
    bonus_balance: answer.bonus_balance,
    total_balance: answer.total_balance,
  });
  if (answer.bonus_balance !== user.bonus_balance) deps.session.userUpdated();
}

/** Places one bet and shows its balances in the header at once (`showAnswerBalances`). */
export function betPlacer(deps: BetPlacingDeps) {
  return async (game: HouseGame, order: BetOrder): Promise<PlaceBetAnswer> => {
    const answer = await deps.games.placeBet(game, order);
    showAnswerBalances(deps, answer);
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
