import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Modal } from '../modal';
import { Tabs } from '../tabs';

export type CashierTab = 'deposit' | 'withdraw';

export interface CashierModalProps {
  tab: CashierTab;
  onTabChange: (tab: CashierTab) => void;
  onClose: () => void;
  deposit: ReactNode;
  withdraw: ReactNode;
}

/** The cashier (the PayIn modal): a Deposit and a Withdraw tab; the title names the open one. */
export function CashierModal({ tab, onTabChange, onClose, deposit, withdraw }: CashierModalProps) {
  const { t } = useLingui();
  const labels: Record<CashierTab, string> = { deposit: t`Deposit`, withdraw: t`Withdraw` };
  return (
    <Modal open onClose={onClose} title={labels[tab]} size="md">
      <div className="flex flex-col gap-5">
        <Tabs
          label={t`Cashier`}
          value={tab}
          options={[
            { value: 'deposit', label: labels.deposit },
            { value: 'withdraw', label: labels.withdraw },
          ]}
          onChange={onTabChange}
        />
        <div role="tabpanel" aria-label={labels[tab]}>
          {tab === 'deposit' ? deposit : withdraw}
        </div>
      </div>
    </Modal>
  );
}
