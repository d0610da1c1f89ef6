import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';
import { GAMES, type GameId } from './game-titles';

export interface GameViewProps {
  game: GameId;
  /** Overrides the title, e.g. for one case or one room. */
  title?: ReactNode;
  children?: ReactNode;
}

/** A game page: breadcrumbs, title and the game area (coming soon until the game ships). */
export function GameView({ game, title, children }: GameViewProps) {
  const { i18n } = useLingui();
  const info = GAMES[game];
  return (
    <Page>
      <nav aria-label="breadcrumbs" className="mb-3 text-sm text-slate-500">
        <Link to="/{-$lang}" className="hover:text-white">
          <Trans>Games</Trans>
        </Link>
        <span aria-hidden> / </span>
        <span className="text-slate-300">{i18n._(info.title)}</span>
      </nav>
      <PageHeader title={title ?? i18n._(info.title)} subtitle={i18n._(info.description)} />
      {children ?? <ComingSoon />}
    </Page>
  );
}
