import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useGuestBonusOffer } from '../../app';
import { bonusName } from './bonus-names';
import { splitTimeLeft } from './guest-bonus-countdown';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The header's guest bonus (issue 6): the registration-and-deposit bonus, else the welcome pack, with the time left
 * of the guest's period, linking to /bonuses. Nothing for a player or when the server offers neither.
 */
export function HeaderGuestBonus() {
  const { i18n, t } = useLingui();
  const regAndDep = useGuestBonusOffer('regAndDep');
  const welcomePack = useGuestBonusOffer('welcomePack');
  const offer = regAndDep ?? welcomePack;
  if (!offer) return null;
  const { days, hours, minutes, seconds } = splitTimeLeft(offer.msLeft);
  const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
  const left = days > 0 ? t`${days}d ${clock}` : clock;
  const name = bonusName(i18n, offer.name, offer.publicTitle);
  return (
    <Link
      to="/{-$lang}/bonuses"
      className="hidden items-center gap-2 rounded-full bg-night-900 px-3 py-1 text-xs font-semibold text-slate-200 hover:text-white lg:flex"
    >
      <span className="max-w-40 truncate">{name}</span>
      <span role="timer" className="font-mono text-gold-400 tabular-nums">
        {left}
      </span>
    </Link>
  );
}
