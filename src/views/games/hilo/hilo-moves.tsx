import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../contract/constants';
import type { HiloBet, HiloGuess } from '../../../contract/games/hilo';
import { cx } from '../../../ui/cx';
import { formatMultiplier, formatPercent } from '../kit/format';
import type { HiloRoundView } from './hilo-round';

/** What each guess bets on, by the current card (on an ace or a king a guess changes meaning). */
export const HILO_BET_NAMES: Readonly<Record<HiloBet, MessageDescriptor>> = {
  higherOrSame: msg`Higher or same`,
  higher: msg`Higher`,
  same: msg`Same`,
  lowerOrSame: msg`Lower or same`,
  lower: msg`Lower`,
};

/** The guesses before a round: higher or same, lower or same. */
const RESTING: Record<HiloGuess, HiloBet> = { higher: 'higherOrSame', lower: 'lowerOrSame' };

export interface HiloMovesProps {
  /** The open round's view, or null when none is open (the buttons are off). */
  round: HiloRoundView | null;
  /** Moves can be played now. */
  playable: boolean;
  onGuess(guess: HiloGuess): void;
  onSkip(): void;
}

/**
 * Higher and lower, each with its chance and the multiplier a right guess reaches, and the skip with the skips
 * left. Off while no round is open or a move is on its way.
 */
export function HiloMoves({ round, playable, onGuess, onSkip }: HiloMovesProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const skipsLeft = round?.skipsLeft ?? 0;
  return (
    <div role="group" aria-label={t`Your guess`} className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        {(['higher', 'lower'] as const).map((guess) => {
          const option = round?.options.find((o) => o.action === guess);
          const name = i18n._(HILO_BET_NAMES[option?.bet ?? RESTING[guess]]);
          const chance = option ? formatPercent(option.chancePercent, locale) : '';
          const pays = option ? formatMultiplier(option.multiplier, locale) : '';
          return (
            <button
              key={guess}
              type="button"
              aria-label={option ? t`${name}: chance ${chance}, pays ${pays}` : name}
              disabled={!playable || !option}
              onClick={() => onGuess(guess)}
              className={cx(
                'flex flex-col items-center gap-0.5 rounded-xl px-3 py-2.5 transition disabled:opacity-50',
                guess === 'higher'
                  ? 'bg-jade-500 text-night-950 enabled:hover:brightness-110'
                  : 'bg-rose-500 text-white enabled:hover:brightness-110',
              )}
            >
              <span className="text-sm font-extrabold">
                <span aria-hidden>{guess === 'higher' ? '▲ ' : '▼ '}</span>
                {name}
              </span>
              <span className="text-xs font-semibold tabular-nums opacity-90">
                {option ? `${chance} · ${pays}` : '—'}
              </span>
            </button>
          );
        })}
      </div>
      <button
        type="button"
        disabled={!playable || skipsLeft === 0}
        onClick={onSkip}
        className="flex h-11 items-center justify-center gap-2 rounded-xl bg-night-700 text-sm font-semibold text-slate-100 transition enabled:hover:bg-night-600 disabled:opacity-50"
      >
        <Trans>Skip card</Trans>
        {round && (
          <span className="text-xs font-normal text-slate-400">
            <Trans>Skips left: {skipsLeft}</Trans>
          </span>
        )}
      </button>
    </div>
  );
}
