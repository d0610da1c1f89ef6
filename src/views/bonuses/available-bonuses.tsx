import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailableBonus } from '../../contract/bonuses';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { bonusName } from './bonus-names';
import { BonusTerms } from './bonus-terms';
import { TimeLeft } from './time-left';

/**
 * What the player can still earn: the registration-and-deposit bonus, the next welcome-pack step, redeemed promos
 * waiting for a deposit; the one the next deposit earns is marked, and another can be activated for it instead.
 * `loadedAt` is when the list was read (epoch ms), from which each offer's seconds left count down.
 */
export function AvailableBonuses({
  offers,
  loadedAt,
  onActivate,
}: {
  offers: AvailableBonus[];
  loadedAt: number;
  onActivate: (offer: AvailableBonus, name: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (offers.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>No bonus is waiting for your deposits right now.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {offers.map((offer) => {
        const name = bonusName(i18n, offer.name, offer.public_title);
        const code = offer.promo_code;
        return (
          <li
            key={`${offer.program_id}:${offer.step ?? ''}:${code ?? ''}`}
            aria-label={name}
            className="flex flex-col gap-3 rounded-2xl bg-night-900 p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-bold text-white">{name}</h3>
              {offer.activated ? (
                <Badge tone="success">
                  <Trans>Activated for your next deposit</Trans>
                </Badge>
              ) : (
                offer.next_deposit && (
                  <Badge tone="success">
                    <Trans>Your next deposit</Trans>
                  </Badge>
                )
              )}
            </div>
            {code && (
              <p className="text-xs text-slate-400">
                <Trans>Promo code {code}</Trans>
              </p>
            )}
            <BonusTerms terms={offer} />
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-400">
              <Trans>Deposit within</Trans>
              <TimeLeft endsAt={loadedAt + offer.expires_in * 1_000} label={t`Time left to earn ${name}`} />
            </p>
            {!offer.activated && (
              <Button variant="secondary" className="self-start" onClick={() => onActivate(offer, name)}>
                <Trans>Activate</Trans>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
