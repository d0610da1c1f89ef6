import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/icons';
import { GAMES, type GameId } from './game-titles';

const PATHS = {
  crash: '/{-$lang}/games/crash',
  dice: '/{-$lang}/games/dice',
  coinflip: '/{-$lang}/games/coinflip',
  keno: '/{-$lang}/games/keno',
  miner: '/{-$lang}/games/miner',
  hilo: '/{-$lang}/games/hilo',
  roulette: '/{-$lang}/games/roulette',
  wheel: '/{-$lang}/games/wheel',
  cases: '/{-$lang}/games/cases',
  rooms: '/{-$lang}/games/rooms',
} as const satisfies Record<GameId, string>;

/** Tiles of the in-house games, each linking to its page. */
export function GameGrid() {
  const { i18n } = useLingui();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {(Object.keys(GAMES) as GameId[]).map((id) => (
        <li key={id}>
          <Link
            to={PATHS[id]}
            className={`group flex h-full flex-col gap-2 rounded-2xl border border-night-700 bg-gradient-to-br ${GAMES[id].tint} to-night-900 p-4 transition hover:-translate-y-0.5 hover:border-gold-400/50`}
          >
            <span className="grid size-11 place-items-center rounded-xl bg-night-950/50 text-gold-400">
              <Icon name={id} />
            </span>
            <span className="font-bold text-white">{i18n._(GAMES[id].title)}</span>
            <span className="text-xs text-slate-400">{i18n._(GAMES[id].description)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
