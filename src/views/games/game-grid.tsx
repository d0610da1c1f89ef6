import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ART_TILE_LINK, ArtTileFace } from '../../ui/art-tile';
import { GAME_ART } from './game-art';
import { GAMES, type GameId } from './game-titles';

/** The widest first row (four tiles from `lg`): its artwork loads at once, the rows below when scrolled near. */
const FIRST_ROW = 4;

/** Tiles of the in-house games, each its artwork, name and one line about it, linking to the game's page. */
export function GameGrid() {
  const { i18n } = useLingui();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {(Object.keys(GAMES) as GameId[]).map((id, index) => (
        <li key={id}>
          <Link to={`/{-$lang}/games/${id}`} className={ART_TILE_LINK}>
            <ArtTileFace
              art={GAME_ART[id]}
              eager={index < FIRST_ROW}
              title={i18n._(GAMES[id].title)}
              description={i18n._(GAMES[id].description)}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
