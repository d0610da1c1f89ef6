import type { PlayerBonus } from '../../contract/bonuses';
import { toMinor } from '../../contract/money';

/**
 * Whole percent of a bonus's wager met, rounded down so 100 % means met (as the operator CLI shows it); 100 when
 * nothing has to be wagered. Computed on exact minor units, never on floats (0.29 × 100 is 28.999… in floats).
 */
export function wagerPercent(bonus: Pick<PlayerBonus, 'wagered' | 'wager_required' | 'currency'>): number {
  const required = toMinor(bonus.wager_required, bonus.currency) ?? 0n;
  const wagered = toMinor(bonus.wagered, bonus.currency) ?? 0n;
  if (required <= 0n) return 100;
  const percent = (wagered * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}
