import { useGamePlayer } from '../../../app/demo/play-mode';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useBetRound } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import { caseBySlug, caseReel, type CaseDisplay } from '../../../contract/games/cases';
import { toMinor } from '../../../contract/money';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/button';
import { BetFailure } from '../kit/bet-failure';
import { GuestPrompt } from '../kit/guest-prompt';
import { MyBets } from '../kit/my-bets';
import { SoundToggle } from '../kit/sound-toggle';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { CaseBox } from './case-box';
import { CaseItems } from './case-items';
import { caseName } from './case-names';
import { caseOutcomeOf, findCase } from './case-outcome';
import { CaseReel } from './case-reel';
import { CasesSettingsRead } from './cases-settings-read';

/** Whether the main balance is short of the price (compared in minor units). */
function isShort(balance: number, price: number, currency: Currency): boolean {
  const have = toMinor(balance, currency);
  const need = toMinor(price, currency);
  return have !== null && need !== null && have < need;
}

function CaseGame({ def, currency }: { def: CaseDisplay; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const player = useGamePlayer();
  const round = useBetRound('cases');
  const sound = useGameSound();
  useOutcomeSound(round.lastBet, sound.play);
  const cost = def.price[currency];
  const price = formatMoney(cost, currency, locale);
  const short = player.balance !== null && isShort(player.balance, cost, currency);
  const balance = player.balance !== null ? formatMoney(player.balance, currency, locale) : '';
  const outcome = caseOutcomeOf(round.lastBet, def);
  const won = outcome && round.lastBet ? def.items[outcome.index]! : null;
  const wonName = won ? caseName(i18n, won) : '';
  const wonValue = round.lastBet
    ? formatMoney(round.lastBet.payout ?? 0, round.lastBet.currency, locale)
    : '';
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={caseName(i18n, def)} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
        <div className="flex justify-end">
          <SoundToggle sound={sound} />
        </div>
        {outcome && round.lastBet ? (
          <CaseReel key={round.lastBet.id} def={def} reel={caseReel(caseBySlug(def.slug), outcome)} />
        ) : (
          <CaseBox className="mx-auto size-32 text-gold-400" />
        )}
        <p
          role="status"
          className="min-h-12 rounded-2xl bg-night-800 px-4 py-3 text-center text-sm font-semibold text-slate-300"
        >
          {won ? t`You got ${wonName} worth ${wonValue}` : t`Open the case to win one of its items.`}
        </p>
        {player.canPlay ? (
          <div className="mx-auto flex w-full max-w-sm flex-col gap-2">
            <Button
              size="lg"
              block
              busy={round.busy}
              disabled={short}
              onClick={() => round.place(cost, { slug: def.slug })}
            >
              <Trans>Open for {price}</Trans>
            </Button>
            {short && (
              <p className="text-center text-sm text-rose-400">{t`Not enough money: your balance is ${balance}.`}</p>
            )}
            <BetFailure failure={round.failure} onRetry={round.retry} />
          </div>
        ) : (
          <GuestPrompt />
        )}
      </section>
      <CaseItems def={def} currency={currency} />
      {player.canPlay && <MyBets game="cases" version={round.settled} />}
    </div>
  );
}

/** A slug the catalog does not have. */
function UnknownCase() {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl bg-night-900/60 px-6 py-12 text-center">
      <h2 className="text-lg font-bold text-white">
        <Trans>There is no such case</Trans>
      </h2>
      <Link to="/{-$lang}/games/cases" className="text-sm font-semibold text-gold-400 hover:underline">
        <Trans>See all cases</Trans>
      </Link>
    </section>
  );
}

/** The translated name of the case at `slug`, or the slug as written for one the catalog does not have. */
export function CaseTitle({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const def = findCase(slug);
  return <>{def ? caseName(i18n, def) : slug}</>;
}

/**
 * /games/cases/{slug}: what the case holds (rarity, chance, value), "Open for <price>" in the player's currency,
 * and the reel that stops on the dropped item, whose value is credited at once.
 */
export function CaseView({ slug }: { slug: string }) {
  const def = findCase(slug);
  if (!def) return <UnknownCase />;
  return <CasesSettingsRead>{(currency) => <CaseGame def={def} currency={currency} />}</CasesSettingsRead>;
}
