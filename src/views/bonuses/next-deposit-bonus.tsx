import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailableBonus } from '../../contract/bonuses';
import { bonusName } from './bonus-names';
import { BonusTerms } from './bonus-terms';

/** What the player's next deposit earns, or why it earns nothing now. */
export function NextDepositBonus({ offer, hasActive }: { offer: AvailableBonus | null; hasActive: boolean }) {
  const { t, i18n } = useLingui();
  if (!offer) {
    return (
      <p className="rounded-2xl bg-night-900 p-5 text-sm text-slate-300">
        {hasActive ? (
          <Trans>Your next deposit earns no bonus while a bonus is being wagered.</Trans>
        ) : (
          <Trans>Your next deposit earns no bonus.</Trans>
        )}
      </p>
    );
  }
  const name = bonusName(i18n, offer.name, offer.public_title);
  return (
    <section
      aria-label={t`Your next deposit`}
      className="flex flex-col gap-3 rounded-2xl border border-gold-500/30 bg-night-900 p-5"
    >
      <h2 className="font-bold text-white">
        <Trans>Your next deposit earns {name}</Trans>
      </h2>
      <BonusTerms terms={offer} />
    </section>
  );
}
