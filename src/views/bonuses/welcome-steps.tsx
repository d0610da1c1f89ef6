import { Trans, useLingui } from '@lingui/react/macro';
import type { WelcomeStep } from '../../contract/bonuses';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { bonusName } from './bonus-names';
import { BonusTerms } from './bonus-terms';

/** The welcome pack's deposit bonuses in order; `nextStep` marks the one the player's next deposit earns. */
export function WelcomeSteps({ steps, nextStep }: { steps: WelcomeStep[]; nextStep: number | null }) {
  const { i18n } = useLingui();
  return (
    <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      {steps.map((step) => {
        const name = bonusName(i18n, step.name);
        const isNext = step.step === nextStep;
        return (
          <li
            key={step.step}
            aria-label={name}
            aria-current={isNext ? 'step' : undefined}
            className={cx(
              'flex flex-col gap-3 rounded-2xl bg-night-900 p-5',
              isNext && 'ring-2 ring-gold-400',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-bold text-white">{name}</h3>
              {isNext && (
                <Badge tone="success">
                  <Trans>Your next deposit</Trans>
                </Badge>
              )}
            </div>
            <BonusTerms terms={step} />
          </li>
        );
      })}
    </ol>
  );
}
