import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { HOUSE_GAMES } from '../../../../contract/games/rtp';
import { ProfileBets } from '../../../../views/profile/bet-history';

/**
 * The game filter of the bet history; a game the list does not know is dropped rather than refused. Built when the
 * route is first matched, not as every page starts.
 */
const betsSearch = z.lazy(() => z.object({ game: z.catch(z.optional(z.enum(HOUSE_GAMES)), undefined) }));

export const Route = createFileRoute('/{-$lang}/_default/profile/bets')({
  validateSearch: betsSearch,
  component: ProfileBetsPage,
});

function ProfileBetsPage() {
  const { game } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProfileBets game={game} onGame={(next) => void navigate({ search: { game: next } })} />;
}
