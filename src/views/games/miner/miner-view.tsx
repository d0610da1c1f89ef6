import { useGamePlayer } from '../../../app/demo/play-mode';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
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
import { MineCountPicker } from './mine-count-picker';
import { MinerGrid } from './miner-grid';
import { minerCashOutValue, minerRoundOf, tileLooks } from './miner-round';

/** The mine count a new page starts with. */
const DEFAULT_MINES = 3;

const statusClass =
  'min-h-12 rounded-2xl bg-night-800 px-4 py-3 text-center text-sm font-semibold text-slate-300';

function MinerGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const player = useGamePlayer();
  const round = useSteppedRound('miner');
  const sound = useGameSound();
  const stake = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const [mines, setMines] = useState(DEFAULT_MINES);
  const bet = round.bet;
  const view = minerRoundOf(bet);
  const open = isRoundOpen(round.step) && bet !== null && view !== null;
  const settled = round.step === 'settled' ? bet : null;
  useOutcomeSound(settled, sound.play);
  const cashOutValue = open ? minerCashOutValue(bet, view, ratioOf(String(setting.rtp))) : null;
  const pending =
    round.step === 'moving' && round.lastMove?.name === 'reveal' ? round.lastMove.body.tile : null;
  const multiplier = view?.multiplier ? formatMultiplier(view.multiplier, locale) : '—';
  const next = view?.nextMultiplier ? formatMultiplier(view.nextMultiplier, locale) : '—';
  const gems = view?.revealed.length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <RoundSlip
          stake={open ? { ...stake, text: String(bet.amount) } : stake}
          round={round}
          sound={sound}
          params={{ mines }}
          isGuest={!player.canPlay}
          cashOut={cashOutValue === null ? null : formatMoney(cashOutValue, currency, locale)}
          onCashOut={() => round.move({ name: 'cashout', body: {} })}
        >
          <MineCountPicker value={open ? view.mineCount : mines} onChange={setMines} disabled={open} />
        </RoundSlip>
        <section aria-label={t`Miner`} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
          <div className="grid grid-cols-3 gap-2">
            <Readout label={t`Gems found`} value={String(gems)} />
            <Readout label={t`Multiplier`} value={multiplier} />
            <Readout label={t`Next tile`} value={next} />
          </div>
          <MinerGrid
            tiles={tileLooks(view)}
            playable={open && !round.busy}
            pending={pending}
            onReveal={(tile) => round.move({ name: 'reveal', body: { tile } })}
          />
          {settled ? (
            <BetOutcome
              bet={settled}
              detail={view?.status === 'lost' ? t`You hit a mine` : t`Gems found: ${gems}`}
            />
          ) : (
            <p role="status" className={statusClass}>
              {!open
                ? t`Choose the number of mines and place a bet.`
                : gems === 0
                  ? t`Open a tile.`
                  : t`Open another tile or cash out.`}
            </p>
          )}
        </section>
      </div>
      {player.canPlay && <MyBets game="miner" version={`${bet?.id ?? 0}:${round.settled}`} />}
    </div>
  );
}

/**
 * /games/miner: a 5 × 5 grid hides 1–24 mines; each gem opened raises the multiplier, a mine loses the stake, and
 * the player cashes out whenever they like. A round left open (a reload, another tab) is picked up again.
 */
export function MinerView() {
  const user = useAppSelector(selectUser);
  return (
    <GameSettingsRead game="miner">
      {(setting, currency) => <MinerGame key={user?.id ?? 'guest'} setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
