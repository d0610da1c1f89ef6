import { useGamePlayer } from '../../../app/demo/play-mode';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useBetRound } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import { ratioOf } from '../../../contract/games/ratio';
import {
  wheelDisplayTable,
  wheelOfFortuneParams,
  type WheelOfFortuneParams,
  type WheelRisk,
  type WheelSegmentCount,
} from '../../../contract/games/wheel-of-fortune';
import { BetOutcome } from '../kit/bet-outcome';
import { BetSlip } from '../kit/bet-slip';
import { formatMultiplier } from '../kit/format';
import { GameSettingsRead, type PlayableSetting } from '../kit/game-settings-read';
import { MyBets } from '../kit/my-bets';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { useStake } from '../kit/use-stake';
import { WheelDisc } from './wheel-disc';
import { WheelLegend } from './wheel-legend';
import { WheelPickers } from './wheel-pickers';

/** The wheel a new page starts with. */
const DEFAULT_WHEEL: WheelOfFortuneParams = { segments: 10, risk: 'low' };

/** The segment a wheel bet stopped on and the wheel it was played on, when they are a wheel spin's. */
function spinOf(bet: Bet | null): { segment: number; wheel: WheelOfFortuneParams } | null {
  const segment = (bet?.outcome as { segment?: unknown } | undefined)?.segment;
  const wheel = wheelOfFortuneParams.safeParse(bet?.params);
  return typeof segment === 'number' && wheel.success ? { segment, wheel: wheel.data } : null;
}

function WheelGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const player = useGamePlayer();
  const round = useBetRound('wheelOfFortune');
  const sound = useGameSound();
  const stake = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const rtp = useMemo(() => ratioOf(String(setting.rtp)), [setting.rtp]);
  const [segments, setSegments] = useState<WheelSegmentCount>(DEFAULT_WHEEL.segments);
  const [risk, setRisk] = useState<WheelRisk>(DEFAULT_WHEEL.risk);
  const params: WheelOfFortuneParams = { segments, risk };
  const table = useMemo(() => wheelDisplayTable({ segments, risk }, rtp), [segments, risk, rtp]);
  useOutcomeSound(round.lastBet, sound.play);
  const spin = spinOf(round.lastBet);
  const landed = spin && spin.wheel.segments === segments && spin.wheel.risk === risk ? spin.segment : null;
  const landedPays = spin
    ? formatMultiplier(wheelDisplayTable(spin.wheel, rtp)[spin.segment] ?? 0, locale)
    : '';
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <BetSlip stake={stake} round={round} sound={sound} params={params} isGuest={!player.canPlay} />
        <section
          aria-label={t`Wheel of fortune`}
          className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4"
        >
          <WheelDisc
            key={`${segments}:${risk}`}
            table={table}
            landed={landed}
            spins={round.settled}
            landedText={landed === null ? null : landedPays}
          />
          <BetOutcome bet={round.lastBet} detail={t`The wheel stopped on ${landedPays}`} />
          <WheelLegend table={table} landed={landed} />
          <WheelPickers
            segments={segments}
            onSegments={setSegments}
            risk={risk}
            onRisk={setRisk}
            disabled={round.busy}
          />
        </section>
      </div>
      {player.canPlay && <MyBets game="wheelOfFortune" version={round.settled} />}
    </div>
  );
}

/** /games/wheel: spin a wheel of 10 to 50 segments at a risk level; the segment it stops on pays its multiplier. */
export function WheelView() {
  return (
    <GameSettingsRead game="wheelOfFortune">
      {(setting, currency) => <WheelGame setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
