import type { HouseGame } from '../../contract/games/rtp';
import { BetHistoryView } from './bet-history-view';
import { RequireUser } from './require-user';

/** /profile/bets: the player's bets; the game filter lives in the address and a new one starts from the newest. */
export function ProfileBets({
  game,
  onGame,
}: {
  game: HouseGame | undefined;
  onGame: (game: HouseGame | undefined) => void;
}) {
  return (
    <RequireUser>
      {(user) => <BetHistoryView key={`${user.id}:${game ?? 'all'}`} game={game} onGame={onGame} />}
    </RequireUser>
  );
}
