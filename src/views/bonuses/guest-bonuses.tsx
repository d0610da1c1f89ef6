import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useGuestBonusOffer, useModalEvents } from '../../app';
import type { GuestBonusKind } from '../../../machines/guest-bonus/guest-bonus.types';
import { Button } from '../../ui/button';
import { bonusName } from './bonus-names';
import { GuestBonusCountdown } from './guest-bonus-countdown';

/**
 * One guest bonus the server offers, with the countdown of the guest's period; nothing when none is offered. Its
 * title is a heading one level below the place it stands in: a page's title (2) or a modal's (3).
 */
export function GuestBonusOffer({ kind, headingLevel = 2 }: { kind: GuestBonusKind; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const offer = useGuestBonusOffer(kind);
  if (!offer) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-night-900 p-5">
      <Heading className="font-bold text-white">{bonusName(i18n, offer.name, offer.publicTitle)}</Heading>
      <GuestBonusCountdown kind={kind} msLeft={offer.msLeft} />
    </div>
  );
}

/** /bonuses for a guest: the bonuses waiting for a new player, counted down, and the way in. */
export function GuestBonuses() {
  const modals = useModalEvents();
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 md:grid-cols-2">
        <GuestBonusOffer kind="regAndDep" />
        <GuestBonusOffer kind="welcomePack" />
      </div>
      <p className="text-sm text-slate-300">
        <Trans>
          Register and make a deposit to get your bonus. Log in to see your bonuses, free spins and promo
          codes.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => modals.open('Register')}>
          <Trans>Register</Trans>
        </Button>
        <Button variant="secondary" onClick={() => modals.open('Login')}>
          <Trans>Log in</Trans>
        </Button>
        <Link
          to="/{-$lang}/welcome-pack"
          className="self-center text-sm font-semibold text-gold-400 hover:underline"
        >
          <Trans>About the welcome pack</Trans>
        </Link>
      </div>
    </div>
  );
}
