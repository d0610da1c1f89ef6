import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { GameView } from './game-view';
import { ROOMS, ROOM_TITLES, type RoomId } from './game-titles';

const TINTS: Record<RoomId, string> = { red: 'bg-rose-500', yellow: 'bg-amber-400', purple: 'bg-violet-500' };
const PATHS = {
  red: '/{-$lang}/games/rooms/red',
  yellow: '/{-$lang}/games/rooms/yellow',
  purple: '/{-$lang}/games/rooms/purple',
} as const;

/** The room list, or one room when `room` is given. */
export function RoomsView({ room }: { room?: RoomId }) {
  const { i18n } = useLingui();
  return (
    <GameView game="rooms" title={room ? i18n._(ROOM_TITLES[room]) : undefined}>
      <ul className="mb-6 grid grid-cols-3 gap-3">
        {ROOMS.map((id) => (
          <li key={id}>
            <Link
              to={PATHS[id]}
              className="flex items-center gap-2 rounded-xl border border-night-700 bg-night-900 px-3 py-3 text-sm font-semibold text-slate-200 hover:border-gold-400/50 data-[status=active]:border-gold-400"
            >
              <span className={`size-3 rounded-full ${TINTS[id]}`} aria-hidden />
              {i18n._(ROOM_TITLES[id])}
            </Link>
          </li>
        ))}
      </ul>
      <ComingSoon />
    </GameView>
  );
}
