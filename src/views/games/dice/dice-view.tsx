import { useGamePlayer } from '../../../app/demo/play-mode';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAutobet, useBetRound } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import { diceQuote, type DiceDirection, type DiceOutcome } from '../../../contract/games/dice';
import { ratioOf } from '../../../contract/games/ratio';
import { useErrorText } from '../../errors/use-error-text';
import { AutobetSlip } from '../kit/autobet-slip';
import { BetOutcome } from '../kit/bet-outcome';
import { formatPoints } from '../kit/format';
import { GameSettingsRead, type PlayableSetting } from '../kit/game-settings-read';
import { MyBets } from '../kit/my-bets';
import { isWinningBet, newerBet } from '../kit/outcome';
import { useGameSound } from '../kit/use-game-sound';
import { useOutcomeSound } from '../kit/use-outcome-sound';
import { useStake } from '../kit/use-stake';
import { DiceControls } from './dice-controls';
import { DEFAULT_DICE_PARAMS, mirroredTarget, readDiceParams } from './dice-target';
import { DiceTrack } from './dice-track';

/** The roll of a dice bet, when its outcome is one. */
function rollOf(bet: Bet | null): number | null {
  const roll = (bet?.outcome as Partial<DiceOutcome> | undefined)?.roll;
  return typeof roll === 'number' ? roll : null;
}

function DiceGame({ setting, currency }: { setting: PlayableSetting; currency: Currency }) {
  const { t, i18n } = useLingui();
  const text = useErrorText();
  const player = useGamePlayer();
  const round = useBetRound('dice');
  const autobet = useAutobet('dice');
  const sound = useGameSound();
  const stake = useStake({
    currency,
    min: setting.min_bet,
    max: setting.max_bet,
    balance: player.balance,
  });
  const [direction, setDirection] = useState<DiceDirection>(DEFAULT_DICE_PARAMS.direction);
  const [targetText, setTargetText] = useState(String(DEFAULT_DICE_PARAMS.target));
  const read = readDiceParams(targetText, direction);
  const params = read.ok ? read.params : null;
  const quote = params ? diceQuote(params, ratioOf(String(setting.rtp))) : null;
  const latest = newerBet(round.lastBet, autobet.lastBet);
  useOutcomeSound(latest, sound.play);
  const roll = rollOf(latest);
  const changeDirection = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    if (read.ok) setTargetText(String(mirroredTarget(read.params.target)));
  };
  const locked = autobet.running;
  const rollText = roll === null ? '' : formatPoints(roll, i18n.locale as Locale);
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
        <section aria-label={t`Dice`} className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4">
          <DiceTrack
            target={params?.target ?? DEFAULT_DICE_PARAMS.target}
            direction={direction}
            roll={roll === null || !latest ? null : { value: roll, win: isWinningBet(latest) }}
          />
          <BetOutcome bet={latest} detail={t`Rolled ${rollText}`} />
          <DiceControls
            direction={direction}
            onDirection={changeDirection}
            targetText={targetText}
            onTargetText={setTargetText}
            quote={quote}
            error={read.ok ? undefined : text.field(read.error)}
            disabled={locked}
          />
        </section>
      </div>
      {player.canPlay && <MyBets game="dice" version={latest?.id ?? 0} />}
    </div>
  );
}

/** /games/dice: roll 0.00–100.00 over or under a target, by hand or by autobet, with the player's last bets. */
export function DiceView() {
  return (
    <GameSettingsRead game="dice">
      {(setting, currency) => <DiceGame setting={setting} currency={currency} />}
    </GameSettingsRead>
  );
}
