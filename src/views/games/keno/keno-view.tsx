import { useGamePlayer } from '../../../app/demo/play-mode';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useAutobet, useBetRound } from '../../../app';
import type { Currency } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import type { KenoOutcome, KenoParams, KenoRisk } from '../../../contract/games/keno';
import { ratioOf } from '../../../contract/games/ratio';
import { useErrorText } from '../../errors/use-error-text';
import { AutobetSlip } from '../kit/autobet-slip';
import { BetOutcome } from '../kit/bet-outcome';
import { GameSettingsRead, type PlayableSetting } from '../kit/game-settings-read';
import { MyBets } from '../kit/my-bets';
import { newerBet } from '../kit/outcome';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { useStake } from '../kit/use-stake';
import { KenoBoard, type ShownDraw } from './keno-board';
import { KenoControls } from './keno-controls';
import { KenoDraw } from './keno-draw';
import { KenoPaytable } from './keno-paytable';
import { autoPickCount, DEFAULT_KENO_RISK, randomPicks, readKenoParams, togglePick } from './keno-picks';

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

/** The draw of a keno bet and the parameters it was played with, when they are a keno draw's. */
function drawOf(bet: Bet | null): { outcome: KenoOutcome; params: Partial<KenoParams> } | null {
  const outcome = bet?.outcome as Partial<KenoOutcome> | undefined;
  if (!outcome || !isNumbers(outcome.drawn) || !isNumbers(outcome.hits)) return null;
  return {
    outcome: { drawn: outcome.drawn, hits: outcome.hits },
    params: (bet?.params ?? {}) as Partial<KenoParams>,
  };
}

function KenoGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t } = useLingui();
  const text = useErrorText();
  const player = useGamePlayer();
  const round = useBetRound('keno');
  const autobet = useAutobet('keno');
  const sound = useGameSound();
  const stake = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const rtp = useMemo(() => ratioOf(String(setting.rtp)), [setting.rtp]);
  const [risk, setRisk] = useState<KenoRisk>(DEFAULT_KENO_RISK);
  const [picks, setPicks] = useState<number[]>([]);
  const [revealed, setRevealed] = useState<number | null>(null);
  const read = readKenoParams(picks, risk);
  const params = read.ok ? read.params : null;
  const latest = newerBet(round.lastBet, autobet.lastBet);
  useOutcomeSound(latest, sound.play);
  const last = drawOf(latest);
  const locked = autobet.running;
  const draw: ShownDraw | null =
    latest && last
      ? {
          betId: latest.id,
          drawn: last.outcome.drawn,
          instant: autobet.running || revealed === latest.id,
          onRevealed: () => setRevealed(latest.id),
        }
      : null;
  const sameTable = last?.params.risk === risk && last.params.numbers?.length === picks.length;
  const hitCount = last?.outcome.hits.length ?? 0;
  const pickCount = last?.params.numbers?.length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <AutobetSlip
          stake={stake}
          round={round}
          sound={sound}
          params={params}
          isGuest={!player.canPlay}
          autobet={autobet}
          currency={currency}
        />
        <section aria-label={t`Keno`} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
          <KenoBoard
            picks={picks}
            onToggle={(n) => setPicks((p) => togglePick(p, n))}
            draw={draw}
            disabled={locked || round.busy}
          />
          <KenoDraw
            draw={draw}
            hits={last?.outcome.hits ?? []}
            revealing={!!latest && revealed !== latest.id}
            onSkip={() => latest && setRevealed(latest.id)}
          />
          <BetOutcome bet={latest} detail={t`Hits: ${hitCount} of ${pickCount}`} />
          {!read.ok && <p className="text-sm text-amber-300">{text.field(read.error)}</p>}
          <KenoControls
            risk={risk}
            onRisk={setRisk}
            picked={picks.length}
            onAutoPick={() => setPicks((p) => randomPicks(autoPickCount(p)))}
            onClear={() => setPicks([])}
            disabled={locked || round.busy}
          />
          <KenoPaytable risk={risk} picks={picks.length} rtp={rtp} lastHits={sameTable ? hitCount : null} />
        </section>
      </div>
      {player.canPlay && <MyBets game="keno" version={latest?.id ?? 0} />}
    </div>
  );
}

/**
 * /games/keno: pick 1 to 10 of 40 numbers and a risk level; the server draws 10 and pays by the hits. By hand or
 * by autobet, with the paytable and the player's last bets.
 */
export function KenoView() {
  return (
    <GameSettingsRead game="keno">
      {(setting, currency) => <KenoGame setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
