import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { selectIsAuthenticated, useAppSelector, useModalEvents } from '../../app';
import { Button } from '../../ui/button';
import { CashierModal, type CashierTab } from '../../ui/deposit/cashier-modal';
import { GuestBonusOffer } from '../bonuses/guest-bonuses';
import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';

/**
 * PayIn: the cashier with its Deposit and Withdraw tabs; it opens on Deposit. A guest sees the registration-and-
 * deposit bonus counted down (SPEC §4 Guest bonus) above the way in.
 */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<CashierTab>('deposit');
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const modals = useModalEvents();
  const deposit = isAuthenticated ? (
    <DepositPanel />
  ) : (
    <div className="flex flex-col gap-4 text-sm text-slate-300">
      <GuestBonusOffer kind="regAndDep" headingLevel={3} />
      <p>
        <Trans>Log in to deposit.</Trans>
      </p>
      <Button onClick={() => modals.open('Login')}>
        <Trans>Log in</Trans>
      </Button>
    </div>
  );
  return (
    <CashierModal
      tab={tab}
      onTabChange={setTab}
      onClose={onClose}
      deposit={deposit}
      withdraw={<WithdrawPanel />}
    />
  );
}
