import { useLingui } from '@lingui/react/macro';
import type { RouletteBet, RouletteBetKind } from '../../../contract/games/roulette';

/** The names of the bets in the interface language: of a kind ("Split") and of one place on the table. */
export interface RouletteNames {
  kind(kind: RouletteBetKind): string;
  spot(spot: RouletteBet): string;
}

/** Names of roulette bets and of the places on the table, for labels, the chip list and the legend. */
export function useRouletteNames(): RouletteNames {
  const { t } = useLingui();
  const kind = (k: RouletteBetKind): string => {
    switch (k) {
      case 'straight':
        return t`Straight`;
      case 'split':
        return t`Split`;
      case 'street':
        return t`Street`;
      case 'trio':
        return t`Trio`;
      case 'corner':
        return t`Corner`;
      case 'firstFour':
        return t`First four`;
      case 'line':
        return t`Line`;
      case 'dozen':
        return t`Dozen`;
      case 'column':
        return t`Column`;
      case 'red':
        return t`Red`;
      case 'black':
        return t`Black`;
      case 'even':
        return t`Even`;
      case 'odd':
        return t`Odd`;
      case 'low':
        return t`1–18`;
      case 'high':
        return t`19–36`;
    }
  };
  const spot = (s: RouletteBet): string => {
    switch (s.bet) {
      case 'dozen': {
        const dozen = s.dozen;
        return t`Dozen ${dozen}`;
      }
      case 'column': {
        const column = s.column;
        return t`Column ${column}`;
      }
      case 'red':
      case 'black':
      case 'even':
      case 'odd':
      case 'low':
      case 'high':
        return kind(s.bet);
    }
    const numbers = [...s.numbers].sort((a, b) => a - b).join(', ');
    switch (s.bet) {
      case 'straight':
        return t`Number ${numbers}`;
      case 'split':
        return t`Split ${numbers}`;
      case 'street':
        return t`Street ${numbers}`;
      case 'trio':
        return t`Trio ${numbers}`;
      case 'corner':
        return t`Corner ${numbers}`;
      case 'firstFour':
        return t`First four ${numbers}`;
      case 'line':
        return t`Line ${numbers}`;
    }
  };
  return { kind, spot };
}
