import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { selectUser, useAppSelector, useBonusServices, useModalEvents } from '../../app';
import { Read } from '../../app/read';
import type { BonusesAnswer, WelcomePackGuestAnswer } from '../../contract/bonuses';
import type { User } from '../../contract/profile';
import { Button } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page-header';
import { bonusName } from './bonus-names';
import { ReadStates } from '../read-states';
import { GuestBonusOffer } from './guest-bonuses';
import { NextDepositBonus } from './next-deposit-bonus';
import { WelcomeSteps } from './welcome-steps';

/**
 * /welcome-pack: the deposit bonuses of the pack; for a guest the countdown of the guest's period and the way in,
 * for a player (amounts in their currency) what the next deposit earns.
 */
export function WelcomePack() {
  const { t, i18n } = useLingui();
  const { bonuses } = useBonusServices();
  const user = useAppSelector(selectUser);
  const [attempt, setAttempt] = useState(0);
  const currency = user?.currency;
  return (
    <Page>
      <Read<WelcomePackGuestAnswer | null>
        key={`${attempt}:${currency ?? ''}`}
        load={() => bonuses.guestWelcomePack(currency)}
      >
        {(state) => (
          <>
            <PageHeader
              title={t`Welcome pack`}
              subtitle={
                state.status === 'done' && state.data
                  ? bonusName(i18n, state.data.name, state.data.publicTitle)
                  : t`Bonuses for your first deposits.`
              }
            />
            <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
              {(pack) =>
                pack ? (
                  <div className="flex flex-col gap-6">
                    {user ? <PlayerWelcome user={user} pack={pack} /> : <GuestWelcome pack={pack} />}
                  </div>
                ) : (
                  <p className="text-sm text-slate-400">
                    <Trans>The welcome pack is not offered in your region.</Trans>
                  </p>
                )
              }
            </ReadStates>
          </>
        )}
      </Read>
    </Page>
  );
}

/** A guest: the countdown of the welcome-pack period, the steps and the registration. */
function GuestWelcome({ pack }: { pack: WelcomePackGuestAnswer }) {
  const modals = useModalEvents();
  return (
    <>
      <GuestBonusOffer kind="welcomePack" />
      <WelcomeSteps steps={pack.steps} nextStep={null} />
      <div>
        <Button onClick={() => modals.open('Register')}>
          <Trans>Register and get the pack</Trans>
        </Button>
      </div>
    </>
  );
}

/** A player: what the next deposit earns, and the steps with the next one marked. */
function PlayerWelcome({ user, pack }: { user: User; pack: WelcomePackGuestAnswer }) {
  const { bonuses } = useBonusServices();
  const [attempt, setAttempt] = useState(0);
  return (
    <Read<BonusesAnswer> key={`${user.id}:${attempt}`} load={bonuses.bonuses}>
      {(state) => (
        <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
          {(answer) => {
            const next = answer.available.find((offer) => offer.next_deposit) ?? null;
            const step = answer.available.find((offer) => offer.kind === 'welcome_pack')?.step ?? null;
            return (
              <>
                <NextDepositBonus offer={next} hasActive={answer.active.length > 0} />
                <WelcomeSteps steps={pack.steps} nextStep={step} />
              </>
            );
          }}
        </ReadStates>
      )}
    </Read>
  );
}
