import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';

export type SectionId = 'betting' | 'bonuses' | 'vip' | 'top' | 'welcome';

const SECTIONS: Record<SectionId, { title: MessageDescriptor; subtitle: MessageDescriptor }> = {
  betting: {
    title: msg`Sports betting`,
    subtitle: msg`Pre-match and live bets on football, hockey, tennis, esports and more.`,
  },
  bonuses: { title: msg`Bonuses`, subtitle: msg`Deposit bonuses, free spins and promo codes.` },
  vip: {
    title: msg`VIP club`,
    subtitle: msg`Personal manager, faster payouts and exclusive offers for our most active players.`,
  },
  top: { title: msg`Top players`, subtitle: msg`The biggest wins and the most active players.` },
  welcome: { title: msg`Welcome pack`, subtitle: msg`Bonuses for your first deposits.` },
};

/** A section page whose content a later release delivers: title, subtitle, honest placeholder. */
export function SectionView({ section, children }: { section: SectionId; children?: ReactNode }) {
  const { i18n } = useLingui();
  const info = SECTIONS[section];
  return (
    <Page>
      <PageHeader title={i18n._(info.title)} subtitle={i18n._(info.subtitle)} />
      {children}
      <ComingSoon />
    </Page>
  );
}
