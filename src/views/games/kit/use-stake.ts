import { useState } from 'react';
import { checkStake, doubleStake, halfStake, minimumStake, type StakeBounds, type StakeCheck } from './stake';

/** The typed bet amount of a game page and what it is worth against the bounds. */
export interface StakeField {
  text: string;
  setText(text: string): void;
  half(): void;
  double(): void;
  check: StakeCheck;
  bounds: StakeBounds;
}

/** The bet amount of a game page, starting at the game's minimum. */
export function useStake(bounds: StakeBounds): StakeField {
  const [text, setText] = useState(() => minimumStake(bounds));
  return {
    text,
    setText,
    half: () => setText(halfStake(text, bounds)),
    double: () => setText(doubleStake(text, bounds)),
    check: checkStake(text, bounds),
    bounds,
  };
}
