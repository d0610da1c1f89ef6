import { useState } from 'react';
import type { AutobetFlow } from '../../../app';
import type { Currency } from '../../../contract/constants';
import { AutobetPanel } from './autobet-panel';
import { BetSlip, type BetSlipProps } from './bet-slip';
import { ModeTabs, type BetMode } from './mode-tabs';

/**
 * The bet slip of a game with autobet (dice, keno): a player switches between manual bets and the autobet panel,
 * and nothing can be changed while autobet runs; a guest gets the plain slip.
 */
export function AutobetSlip({
  autobet,
  currency,
  ...slip
}: Omit<BetSlipProps, 'locked' | 'header' | 'children'> & { autobet: AutobetFlow; currency: Currency }) {
  const [mode, setMode] = useState<BetMode>('manual');
  const locked = autobet.running;
  const player = !slip.isGuest;
  return (
    <BetSlip
      {...slip}
      locked={locked}
      header={player ? <ModeTabs value={mode} onChange={setMode} disabled={locked} /> : undefined}
    >
      {player && mode === 'auto' ? (
        <AutobetPanel autobet={autobet} stake={slip.stake} params={slip.params} currency={currency} />
      ) : undefined}
    </BetSlip>
  );
}
