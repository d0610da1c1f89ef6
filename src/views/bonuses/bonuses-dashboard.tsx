import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useBonusActivation, useBonusServices, usePromoEntry } from '../../app';
import { Read } from '../../app/read';
import type { AvailableBonus, BonusesAnswer, PlayerBonus } from '../../contract/bonuses';
import type { FreeSpin } from '../../contract/free-spins';
import type { User } from '../../contract/profile';
import { ActivationDialog } from './activation-dialog';
import { ActiveBonusCard } from './active-bonus-card';
import { AvailableBonuses } from './available-bonuses';
import { BalanceSummary } from './balance-summary';
import { BonusHistory } from './bonus-history';
import { bonusName } from './bonus-names';
import { ReadStates } from '../read-states';
import { BonusSection } from './bonus-section';
import { FreeSpinsList } from './free-spins-list';
import { gameTitle } from './game-title';
import { PromoCodeForm } from './promo-code-form';

/** The bonuses answer with the moment it was read, from which the offers' seconds left count down. */
interface ReadBonuses {
  answer: BonusesAnswer;
  loadedAt: number;
}

/**
 * A player's bonuses (/bonuses and /profile/bonuses): the balances, the active bonus with its wagering, what the
 * next deposits earn, the history, a promo code and free spins. Each redemption and each action done reads the
 * lists again.
 */
export function BonusesDashboard({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const { bonuses, freeSpins } = useBonusServices();
  const promo = usePromoEntry();
  const activation = useBonusActivation();
  const [attempt, setAttempt] = useState(0);
  // what the confirmation names, fixed when asked: the lists read after the action no longer hold it
  const [subject, setSubject] = useState('');
  const retry = () => setAttempt((n) => n + 1);
  const version = `${attempt}:${promo.redeemed}:${activation.completed}`;
  const activateOffer = (offer: AvailableBonus, name: string) => {
    setSubject(name);
    activation.request({ kind: 'activateOffer', programId: offer.program_id });
  };
  const cancelBonus = (bonus: PlayerBonus) => {
    setSubject(bonusName(i18n, bonus.name));
    activation.request({ kind: 'cancelBonus', bonusId: bonus.id });
  };
  const cancelSpins = (spin: FreeSpin) => {
    setSubject(gameTitle(i18n, spin.game.id));
    activation.request({ kind: 'cancelFreeSpins', campaignId: spin.id });
  };
  return (
    <div className="flex flex-col gap-8">
      <BalanceSummary user={user} />
      <Read<ReadBonuses>
        key={`bonuses:${version}`}
        load={async () => ({ answer: await bonuses.bonuses(), loadedAt: Date.now() })}
      >
        {(state) => (
          <ReadStates state={state} onRetry={retry}>
            {({ answer, loadedAt }) => (
              <>
                <BonusSection title={t`Active bonus`}>
                  {answer.active.length === 0 ? (
                    <p className="text-sm text-slate-400">
                      <Trans>You have no active bonus.</Trans>
                    </p>
                  ) : (
                    answer.active.map((bonus) => (
                      <ActiveBonusCard key={bonus.id} bonus={bonus} onCancel={() => cancelBonus(bonus)} />
                    ))
                  )}
                </BonusSection>
                <BonusSection title={t`Available bonuses`}>
                  <AvailableBonuses
                    offers={answer.available}
                    loadedAt={loadedAt}
                    onActivate={activateOffer}
                  />
                </BonusSection>
                <BonusSection title={t`Bonus history`}>
                  <BonusHistory bonuses={answer.history} />
                </BonusSection>
              </>
            )}
          </ReadStates>
        )}
      </Read>
      <BonusSection title={t`Promo code`}>
        <PromoCodeForm promo={promo} />
      </BonusSection>
      <BonusSection title={t`Free spins`}>
        <Read<FreeSpin[]> key={`spins:${version}`} load={freeSpins.freeSpins}>
          {(state) => (
            <ReadStates state={state} onRetry={retry}>
              {(spins) => <FreeSpinsList spins={spins} onCancel={cancelSpins} />}
            </ReadStates>
          )}
        </Read>
      </BonusSection>
      <ActivationDialog flow={activation} subject={subject} />
    </div>
  );
}
