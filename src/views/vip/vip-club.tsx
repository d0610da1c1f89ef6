import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { selectUser, useAppSelector, useBonusServices, useModalEvents, useVipJoin } from '../../app';
import { Read } from '../../app/read';
import { DEFAULT_CURRENCY, type Currency } from '../../contract/constants';
import type { User } from '../../contract/profile';
import type { VipLevelKey, VipLevelsAnswer, VipStatusAnswer } from '../../contract/vip';
import { Button } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page-header';
import { ReadStates } from '../read-states';
import { VipLevelsTable } from './vip-levels-table';
import { VipStatusCard } from './vip-status-card';

/** /vip-club: the level table; for a player their level, progress and the requests to the VIP managers. */
export function VipClub() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const modals = useModalEvents();
  return (
    <Page>
      <PageHeader
        title={t`VIP club`}
        subtitle={t`Personal manager, faster payouts and exclusive offers for our most active players.`}
      />
      {user ? (
        <PlayerStanding user={user} />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
            <p>
              <Trans>Log in to see your level and join the club.</Trans>
            </p>
            <Button size="sm" onClick={() => modals.open('Login')}>
              <Trans>Log in</Trans>
            </Button>
          </div>
          <LevelTable currency={DEFAULT_CURRENCY} current={null} />
        </div>
      )}
    </Page>
  );
}

/** The player's standing and the level table with their level marked, read again after each request. */
function PlayerStanding({ user }: { user: User }) {
  const { vip } = useBonusServices();
  const join = useVipJoin();
  const [attempt, setAttempt] = useState(0);
  return (
    <Read<VipStatusAnswer> key={`${user.id}:${attempt}:${join.successes}`} load={vip.status}>
      {(state) => (
        <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
          {(status) => (
            <div className="flex flex-col gap-6">
              <VipStatusCard
                status={status}
                join={{ onRequest: join.submit, busy: join.busy, failure: join.failure }}
              />
              <LevelTable currency={status.currency} current={status.level?.key ?? null} />
            </div>
          )}
        </ReadStates>
      )}
    </Read>
  );
}

/** The level table in the player's currency (roubles for a guest). */
function LevelTable({ currency, current }: { currency: Currency; current: VipLevelKey | null }) {
  const { t } = useLingui();
  const { vip } = useBonusServices();
  const [attempt, setAttempt] = useState(0);
  return (
    <section aria-label={t`VIP levels`} className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-white">
        <Trans>Levels</Trans>
      </h2>
      <Read<VipLevelsAnswer> key={attempt} load={vip.levels}>
        {(state) => (
          <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
            {(answer) => <VipLevelsTable levels={answer.levels} currency={currency} current={current} />}
          </ReadStates>
        )}
      </Read>
    </section>
  );
}
