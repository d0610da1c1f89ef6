import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { HOUSE_GAMES } from '../../../../contract/games/rtp';
import { ProfileBets } from '../../../../views/profile/bet-history';

/** The game filter of the bet history; a game the list does not know is dropped rather than refused. */
const betsSearch = z.object({ game: z.enum(HOUSE_GAMES).optional().catch(undefined) });

export const Route = createFileRoute('/{-$lang}/_default/profile/bets')({
  validateSearch: betsSearch,
  component: ProfileBetsPage,
});

function ProfileBetsPage() {
  const { game } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProfileBets game={game} onGame={(next) => void navigate({ search: { game: next } })} />;
}
