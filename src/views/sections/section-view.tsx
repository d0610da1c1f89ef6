import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';

export type SectionId = 'betting' | 'top';

const SECTIONS: Record<SectionId, { title: MessageDescriptor; subtitle: MessageDescriptor }> = {
  betting: {
    title: msg`Sports betting`,
    subtitle: msg`Pre-match and live bets on football, hockey, tennis, esports and more.`,
  },
  top: { title: msg`Top players`, subtitle: msg`The biggest wins and the most active players.` },
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
