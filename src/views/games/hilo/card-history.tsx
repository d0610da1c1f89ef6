import { useLingui } from '@lingui/react/macro';
import { cx } from '../../../ui/cx';
import { dealtCards, type HiloRoundView } from './hilo-round';
import { PlayingCard } from './playing-card';

/** The cards of the round so far, the first on the left, each under the move that dealt it. */
export function CardHistory({ round }: { round: HiloRoundView }) {
  const { t } = useLingui();
  const cards = dealtCards(round);
  const moveText = (index: number) => {
    if (index === 0) return t`Start card`;
    const step = round.steps[index - 1]!;
    if (step.action === 'skip') return t`Skipped`;
    const guess = step.action === 'higher' ? t`Higher` : t`Lower`;
    return step.won ? t`${guess}: right` : t`${guess}: wrong`;
  };
  return (
    <ol aria-label={t`Cards dealt`} className="flex gap-2 overflow-x-auto pb-1">
      {cards.map((card, index) => {
        const step = index > 0 ? round.steps[index - 1] : undefined;
        const wrong = step !== undefined && step.action !== 'skip' && !step.won;
        return (
          <li key={index} className="flex shrink-0 flex-col items-center gap-1">
            <PlayingCard card={card} size="sm" />
            <span
              className={cx(
                'text-[0.65rem] font-semibold whitespace-nowrap',
                wrong ? 'text-rose-400' : step?.action === 'skip' ? 'text-slate-400' : 'text-slate-300',
              )}
            >
              {moveText(index)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
