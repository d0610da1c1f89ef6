import { useGamePlayer } from '../../../app/demo/play-mode';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useBetRound } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import { coinflipMultiplier, type CoinflipOutcome, type CoinSide } from '../../../contract/games/coinflip';
import { ratioOf, toNumber } from '../../../contract/games/ratio';
import { BetOutcome } from '../kit/bet-outcome';
import { BetSlip } from '../kit/bet-slip';
import { formatMultiplier } from '../kit/format';
import { GameSettingsRead, type PlayableSetting } from '../kit/game-settings-read';
import { MyBets } from '../kit/my-bets';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { useStake } from '../kit/use-stake';
import { Coin } from './coin';
import { SidePicker } from './side-picker';
import { useSideName } from './side-name';

/** The side a coinflip bet landed on, when its outcome is one. */
function sideOf(bet: Bet | null): CoinSide | null {
  const side = (bet?.outcome as Partial<CoinflipOutcome> | undefined)?.side;
  return side === 'heads' || side === 'tails' ? side : null;
}

function CoinflipGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t, i18n } = useLingui();
  const player = useGamePlayer();
  const round = useBetRound('coinflip');
  const sound = useGameSound();
  const sideName = useSideName();
  const stake = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const [call, setCall] = useState<CoinSide>('heads');
  useOutcomeSound(round.lastBet, sound.play);
  const landed = sideOf(round.lastBet);
  const landedName = landed ? sideName(landed) : '';
  const multiplier = formatMultiplier(
    toNumber(coinflipMultiplier(ratioOf(String(setting.rtp)))),
    i18n.locale as Locale,
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <BetSlip
          stake={stake}
          round={round}
          sound={sound}
          params={{ side: call }}
          isGuest={!player.canPlay}
        />
        <section aria-label={t`Coinflip`} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
          <Coin side={landed} flips={round.settled} />
          <BetOutcome bet={round.lastBet} detail={t`Landed on ${landedName}`} />
          <SidePicker value={call} onChange={setCall} disabled={round.busy} />
          <p className="text-center text-sm text-slate-400">
            <Trans>
              A right call pays <span className="font-bold text-white">{multiplier}</span>
            </Trans>
          </p>
        </section>
      </div>
      {player.canPlay && <MyBets game="coinflip" version={round.settled} />}
    </div>
  );
}

/** /games/coinflip: call heads or tails; a right call pays 2 × RTP (1.98×). */
export function CoinflipView() {
  return (
    <GameSettingsRead game="coinflip">
      {(setting, currency) => <CoinflipGame setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
