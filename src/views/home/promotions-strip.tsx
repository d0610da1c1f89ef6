import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { selectCurrency, selectUser, useAppSelector, useBonusServices, useModalEvents } from '../../app';
import { Read } from '../../app/read';
import type { AvailableBonus } from '../../contract/bonuses';
import { DEFAULT_CURRENCY, type Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';
import { bonusName } from '../bonuses/bonus-names';

/** The headline of an offer: the match and its cap, or the fixed amount; and the free spins it adds. */
function Headline({ offer }: { offer: AvailableBonus }) {
  const { i18n } = useLingui();
  const cap = formatMoney(offer.max_amount, offer.currency, i18n.locale as Locale);
  const percent = offer.match_percent;
  const spins = offer.free_spins?.count ?? 0;
  return (
    <span className="text-2xl font-black tracking-tight text-gold-300">
      {percent !== null ? (
        <Trans>
          {percent}% up to {cap}
        </Trans>
      ) : (
        <Trans>{cap} bonus</Trans>
      )}
      {spins > 0 && (
        <span className="block text-sm font-semibold text-slate-200">
          <Trans>+ {spins} free spins</Trans>
        </span>
      )}
    </span>
  );
}

function PromotionCard({ offer, guest }: { offer: AvailableBonus; guest: boolean }) {
  const { i18n } = useLingui();
  const modals = useModalEvents();
  const name = bonusName(i18n, offer.name, offer.public_title);
  const wager = offer.wager_multiplier;
  const action = 'mt-auto self-start rounded-xl px-4 py-2 text-sm font-bold';
  return (
    <li
      aria-label={name}
      className="flex w-72 shrink-0 snap-start flex-col gap-2 rounded-2xl border border-gold-400/30 bg-[radial-gradient(ellipse_at_top_left,_#3b2a0a_0%,_#111522_70%)] p-4 sm:w-auto"
    >
      <h3 className="text-sm font-semibold text-slate-200">{name}</h3>
      <Headline offer={offer} />
      <p className="text-xs text-slate-400">
        <Trans>Wager ×{wager}</Trans>
      </p>
      {guest ? (
        <button
          type="button"
          onClick={() => modals.open('Register')}
          className={`${action} bg-gradient-to-b from-gold-300 to-gold-500 text-night-950`}
        >
          <Trans>Sign up and get it</Trans>
        </button>
      ) : (
        <Link to="/{-$lang}/bonuses" className={`${action} bg-night-700 text-white hover:bg-night-600`}>
          <Trans>See my bonuses</Trans>
        </Link>
      )}
    </li>
  );
}

/**
 * The lobby's promotions, from the bonus programs: a guest sees what signing up now brings, a player what their
 * next deposits can still earn. Nothing shows when nothing is on offer or the read fails: the strip is an invitation,
 * not a page.
 */
export default function PromotionsStrip() {
  const { bonuses } = useBonusServices();
  const guest = useAppSelector(selectUser) === null;
  const currency = useAppSelector(selectCurrency) ?? DEFAULT_CURRENCY;
  return (
    <Read key={`${guest}:${currency}`} load={() => bonuses.promotions(currency)}>
      {(state) =>
        state.status === 'done' && state.data.length > 0 ? (
          <section aria-labelledby="home-promotions" className="flex flex-col gap-3">
            <h2 id="home-promotions" className="text-lg font-bold text-white sm:text-xl">
              <Trans>Promotions</Trans>
            </h2>
            <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:px-0 lg:grid-cols-3">
              {state.data.map((offer) => (
                <PromotionCard key={`${offer.program_id}:${offer.step ?? ''}`} offer={offer} guest={guest} />
              ))}
            </ul>
          </section>
        ) : null
      }
    </Read>
  );
}
