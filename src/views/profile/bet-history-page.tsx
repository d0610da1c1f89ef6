import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useGameServices } from '../../app';
import { Read } from '../../app/read';
import type { Bet } from '../../contract/games/bets';
import type { HouseGame } from '../../contract/games/rtp';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Spinner } from '../../ui/spinner';
import { useErrorText } from '../errors/use-error-text';
import { BET_CELL, BetHistoryRows } from './bet-history-rows';

/** Bets per page of the bet history. */
export const BETS_PER_PAGE = 20;

/** Columns of the bet history table. */
const COLUMNS = 6;

export interface BetHistoryPageProps {
  game: HouseGame | undefined;
  /** The id the page starts below; undefined for the newest bets. */
  before: number | undefined;
  /** The page is the last one asked for: it offers the next. */
  last: boolean;
  /** Asks for the page below the given bet id. */
  onMore: (before: number) => void;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <tr className="border-t border-night-800">
      <td colSpan={COLUMNS} className={BET_CELL}>
        {children}
      </td>
    </tr>
  );
}

/**
 * One page of the player's bets as a table body: one read of GET /api/v2/games/bets (a retry reads again); the
 * last page asks for the next with the id of its oldest bet while it came back full.
 */
export function BetHistoryPage({ game, before, last, onMore }: BetHistoryPageProps) {
  const { games } = useGameServices();
  const text = useErrorText();
  const [attempt, setAttempt] = useState(0);
  return (
    <Read<Bet[]> key={attempt} load={() => games.bets({ game, before, limit: BETS_PER_PAGE })}>
      {(state) => (
        <tbody aria-busy={state.status === 'loading' || undefined}>
          {state.status === 'loading' && (
            <Message>
              <span role="status" className="flex items-center gap-2 text-sm text-slate-400">
                <Spinner /> <Trans>Loading bets…</Trans>
              </span>
            </Message>
          )}
          {state.status === 'failed' && (
            <Message>
              <div className="flex flex-col items-start gap-3">
                <FormError message={text.code(state.failure.code)} />
                <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            </Message>
          )}
          {state.status === 'done' && <BetHistoryRows bets={state.data} />}
          {state.status === 'done' && last && state.data.length === 0 && before === undefined && (
            <Message>
              <span className="text-sm text-slate-300">
                {game ? (
                  <Trans>You have no bets in this game yet.</Trans>
                ) : (
                  <Trans>You have no bets yet.</Trans>
                )}
              </span>
            </Message>
          )}
          {state.status === 'done' && last && before !== undefined && state.data.length < BETS_PER_PAGE && (
            <Message>
              <span className="text-sm text-slate-400">
                <Trans>No more bets.</Trans>
              </span>
            </Message>
          )}
          {state.status === 'done' && last && state.data.length === BETS_PER_PAGE && (
            <Message>
              <Button variant="secondary" size="sm" onClick={() => onMore(state.data.at(-1)!.id)}>
                <Trans>Load more</Trans>
              </Button>
            </Message>
          )}
        </tbody>
      )}
    </Read>
  );
}
