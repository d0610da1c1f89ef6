import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ART_TILE_LINK, ArtTileFace } from '../../ui/art-tile';
import liveCasinoArt from './art/live-casino.svg';
import sportsBettingArt from './art/sports-betting.svg';
import tournamentsArt from './art/tournaments.svg';
import vipClubArt from './art/vip-club.svg';

/** The cards of the site's main sections below the games: live casino, sports betting, tournaments, VIP club. */
export function SectionCards() {
  return (
    <>
      <Link to="/{-$lang}/games/live-casino" className={ART_TILE_LINK}>
        <ArtTileFace
          art={liveCasinoArt}
          title={<Trans>Live casino</Trans>}
          description={<Trans>Tables with live dealers.</Trans>}
        />
      </Link>
      <Link to="/{-$lang}/betting" className={ART_TILE_LINK}>
        <ArtTileFace
          art={sportsBettingArt}
          title={<Trans>Sports betting</Trans>}
          description={<Trans>Pre-match and live bets.</Trans>}
        />
      </Link>
      <Link to="/{-$lang}/tournaments" className={ART_TILE_LINK}>
        <ArtTileFace
          art={tournamentsArt}
          title={<Trans>Tournaments</Trans>}
          description={<Trans>Compete for prize pools.</Trans>}
        />
      </Link>
      <Link to="/{-$lang}/vip-club" className={ART_TILE_LINK}>
        <ArtTileFace
          art={vipClubArt}
          title={<Trans>VIP club</Trans>}
          description={<Trans>Personal manager and higher limits.</Trans>}
        />
      </Link>
    </>
  );
}
