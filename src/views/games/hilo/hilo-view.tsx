import { useGamePlayer } from '../../../app/demo/play-mode';
import { useLingui } from '@lingui/react/macro';
import { selectUser, useAppSelector, useSteppedRound } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import { ratioOf } from '../../../contract/games/ratio';
import { formatMoney } from '../../../i18n/format';
import { BetOutcome } from '../kit/bet-outcome';
import { formatMultiplier } from '../kit/format';
import { GameSettingsRead, type PlayableSetting } from '../kit/game-settings-read';
import { MyBets } from '../kit/my-bets';
import { Readout } from '../kit/readout';
import { isRoundOpen, RoundSlip } from '../kit/round-slip';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { useStake } from '../kit/use-stake';
import { CardHistory } from './card-history';
import { HiloMoves } from './hilo-moves';
import { hiloCashOutValue, hiloRoundOf } from './hilo-round';
import { PlayingCard } from './playing-card';

const statusClass =
  'min-h-12 rounded-2xl bg-night-800 px-4 py-3 text-center text-sm font-semibold text-slate-300';

function HiloGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const player = useGamePlayer();
  const round = useSteppedRound('hilo');
  const sound = useGameSound();
  const stake = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const bet = round.bet;
  const view = hiloRoundOf(bet);
  const open = isRoundOpen(round.step) && bet !== null && view !== null;
  const settled = round.step === 'settled' ? bet : null;
  useOutcomeSound(settled, sound.play);
  const cashOutValue = open ? hiloCashOutValue(bet, view, ratioOf(String(setting.rtp))) : null;
  const rightGuesses = view?.steps.filter((s) => s.action !== 'skip' && s.won).length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <RoundSlip
          stake={open ? { ...stake, text: String(bet.amount) } : stake}
          round={round}
          sound={sound}
          params={{}}
          isGuest={!player.canPlay}
          cashOut={cashOutValue === null ? null : formatMoney(cashOutValue, currency, locale)}
          onCashOut={() => round.move({ name: 'act', body: { action: 'cashout' } })}
        />
        <section aria-label={t`Hi-Lo`} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
          <div className="grid grid-cols-[auto_1fr] items-center gap-4">
            <div aria-live="polite">
              <PlayingCard card={view?.currentCard ?? null} />
            </div>
            <div className="flex flex-col gap-2">
              <Readout
                label={t`Multiplier`}
                value={view?.multiplier ? formatMultiplier(view.multiplier, locale) : '—'}
              />
              <Readout label={t`Right guesses`} value={String(rightGuesses)} />
            </div>
          </div>
          <HiloMoves
            round={open ? view : null}
            playable={open && !round.busy}
            onGuess={(guess) => round.move({ name: 'act', body: { action: guess } })}
            onSkip={() => round.move({ name: 'act', body: { action: 'skip' } })}
          />
          {settled ? (
            <BetOutcome
              bet={settled}
              detail={view?.status === 'lost' ? t`Wrong guess` : t`Right guesses: ${rightGuesses}`}
            />
          ) : (
            <p role="status" className={statusClass}>
              {!open
                ? t`Place a bet to draw the first card.`
                : rightGuesses === 0
                  ? t`Will the next card be higher or lower?`
                  : t`Guess again or cash out.`}
            </p>
          )}
          {view && <CardHistory round={view} />}
        </section>
      </div>
      {player.canPlay && <MyBets game="hilo" version={`${bet?.id ?? 0}:${round.settled}`} />}
    </div>
  );
}

/**
 * /games/hilo: a card is dealt; guess whether the next is higher or lower (or skip it), each right guess raising
 * the multiplier, a wrong one losing the stake; cash out any time after a right guess. A round left open is
 * picked up again.
 */
export function HiloView() {
  const user = useAppSelector(selectUser);
  return (
    <GameSettingsRead game="hilo">
      {(setting, currency) => <HiloGame key={user?.id ?? 'guest'} setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
