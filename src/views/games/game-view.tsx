import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HOUSE_GAMES, type HouseGame } from '../../contract/games/rtp';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';
import { PlayModeProvider } from '../../app/demo/play-mode';
import { LiveFeed } from './feed/live-feed';
import { DemoBanner } from './kit/demo-banner';
import { GAMES, type GameId } from './game-titles';

/** The in-house game of a game page, whose live feed it shows; null for crash and the rooms. */
const houseGameOf = (game: GameId): HouseGame | null =>
  (HOUSE_GAMES as readonly string[]).includes(game) ? (game as HouseGame) : null;

export interface GameViewProps {
  game: GameId;
  /** Overrides the title, e.g. for one case or one room. */
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A game page: breadcrumbs, title, the game area (coming soon until the game ships) and, for an in-house game,
 * the live feed of its recent bets below it. A guest plays an in-house game in demo, with play money.
 */
export function GameView({ game, title, children }: GameViewProps) {
  const { i18n } = useLingui();
  const info = GAMES[game];
  const feedGame = houseGameOf(game);
  return (
    <Page>
      <nav aria-label="breadcrumbs" className="mb-3 text-sm text-slate-400">
        <Link to="/{-$lang}" className="hover:text-white">
          <Trans>Games</Trans>
        </Link>
        <span aria-hidden> / </span>
        <span className="text-slate-300">{i18n._(info.title)}</span>
      </nav>
      <PageHeader title={title ?? i18n._(info.title)} subtitle={i18n._(info.description)} />
      {feedGame && children ? (
        <PlayModeProvider>
          <DemoBanner />
          {/* as tall as the shortest game's panel and bets: while the game's settings load, the live bets stay
              where the panel will push them (below a phone's first screen) instead of jumping down */}
          <div className="min-h-[40rem] lg:min-h-[22rem]">{children}</div>
        </PlayModeProvider>
      ) : (
        (children ?? <ComingSoon />)
      )}
      {feedGame && <LiveFeed game={feedGame} />}
    </Page>
  );
}
