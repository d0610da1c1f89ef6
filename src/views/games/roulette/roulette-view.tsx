import { useGamePlayer } from '../../../app/demo/play-mode';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useBetRound } from '../../../app';
import type { Currency } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import { ratioOf } from '../../../contract/games/ratio';
import { pocketColor, rouletteParams, type RouletteBet } from '../../../contract/games/roulette';
import { useErrorText } from '../../errors/use-error-text';
import { BetOutcome } from '../kit/bet-outcome';
import { GameSettingsRead, type PlayableSetting } from '../kit/game-settings-read';
import { MyBets } from '../kit/my-bets';
import { checkStake } from '../kit/stake';
import { useStakeProblemText } from '../kit/stake-problem';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { useStake } from '../kit/use-stake';
import {
  chipsSignature,
  readRouletteParams,
  spotKey,
  stackChips,
  totalStake,
  type PlacedChip,
} from './roulette-chips';
import { useRouletteNames } from './roulette-names';
import { RoulettePayouts } from './roulette-payouts';
import { RouletteSlip } from './roulette-slip';
import { RouletteTable } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';

/** The pocket of a roulette bet and the signature of its chips, when they are a spin's. */
function spinOf(bet: Bet | null): { pocket: number; signature: string } | null {
  const pocket = (bet?.outcome as { pocket?: unknown } | undefined)?.pocket;
  if (typeof pocket !== 'number') return null;
  const params = rouletteParams.safeParse(bet?.params);
  return { pocket, signature: params.success ? chipsSignature(params.data.chips) : '' };
}

/** The pocket in words, with its colour. */
function usePocketWords(): (pocket: number) => string {
  const { t } = useLingui();
  return (pocket) => {
    const color = pocketColor(pocket);
    if (color === 'green') return t`The ball landed on ${pocket} (green).`;
    if (color === 'red') return t`The ball landed on ${pocket} (red).`;
    return t`The ball landed on ${pocket} (black).`;
  };
}

function RouletteGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t } = useLingui();
  const text = useErrorText();
  const problemText = useStakeProblemText();
  const names = useRouletteNames();
  const pocketWords = usePocketWords();
  const player = useGamePlayer();
  const round = useBetRound('roulette');
  const sound = useGameSound();
  const chip = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const rtp = useMemo(() => ratioOf(String(setting.rtp)), [setting.rtp]);
  const [placed, setPlaced] = useState<PlacedChip[]>([]);
  useOutcomeSound(round.lastBet, sound.play);
  const chips = stackChips(placed, currency);
  const total = totalStake(placed, currency);
  const read = readRouletteParams(chips);
  const totalCheck = checkStake(String(total), chip.bounds);
  const params = read.ok && totalCheck.ok ? read.params : null;
  const problem = !read.ok
    ? text.field(read.error)
    : totalCheck.ok
      ? undefined
      : problemText(totalCheck.problem, chip.bounds);
  const spin = spinOf(round.lastBet);
  const onTable = spin !== null && spin.signature === chipsSignature(chips);
  const place = (spot: RouletteBet) => {
    const check = chip.check;
    if (check.ok) setPlaced((p) => [...p, { spot, amount: check.amount }]);
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <RouletteSlip
          chip={chip}
          round={round}
          sound={sound}
          isGuest={!player.canPlay}
          currency={currency}
          lines={chips.map((c) => ({ key: spotKey(c), label: names.spot(c), amount: c.amount }))}
          total={total}
          params={params}
          problem={problem}
          onUndo={() => setPlaced((p) => p.slice(0, -1))}
          onClear={() => setPlaced([])}
        />
        <section aria-label={t`Roulette`} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
          <RouletteWheel pocket={spin?.pocket ?? null} spins={round.settled} />
          <BetOutcome bet={round.lastBet} detail={spin ? pocketWords(spin.pocket) : null} />
          <div className="mx-auto w-full max-w-md">
            <RouletteTable
              stakes={new Map(chips.map((c) => [spotKey(c), c.amount]))}
              onPlace={place}
              result={onTable ? spin.pocket : null}
              disabled={round.busy}
            />
          </div>
          <RoulettePayouts rtp={rtp} />
        </section>
      </div>
      {player.canPlay && <MyBets game="roulette" version={round.settled} />}
    </div>
  );
}

/** /games/roulette: European single-zero roulette, chips on numbers, lines and boxes, one spin at a time. */
export function RouletteView() {
  return (
    <GameSettingsRead game="roulette">
      {(setting, currency) => <RouletteGame setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
