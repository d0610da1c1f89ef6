import { useLingui } from '@lingui/react/macro';
import type { CoinSide } from '../../../contract/games/coinflip';

/** The name of a coin side in the interface language. */
export function useSideName(): (side: CoinSide) => string {
  const { t } = useLingui();
  return (side) => (side === 'heads' ? t`Heads` : t`Tails`);
}
