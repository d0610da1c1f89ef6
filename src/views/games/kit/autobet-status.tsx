import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AutobetFlow, AutobetStopReason } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import { formatMoney } from '../../../i18n/format';
import { BetFailure } from './bet-failure';

const STOP_REASONS: Record<AutobetStopReason, MessageDescriptor> = {
  stopped: msg`Autobet stopped.`,
  completed: msg`Autobet finished: every bet is placed.`,
  profitReached: msg`Autobet stopped: the profit target is reached.`,
  lossReached: msg`Autobet stopped: the loss limit is reached.`,
  stakeOutOfLimits: msg`Autobet stopped: the next bet would be outside the game’s limits.`,
  insufficientBalance: msg`Autobet stopped: not enough money for the next bet.`,
  failed: msg`Autobet stopped: a bet failed.`,
};

/** How the run goes or why it stopped, with its count and profit, announced to screen readers. */
export function AutobetStatus({ autobet, currency }: { autobet: AutobetFlow; currency: Currency }) {
  const { i18n } = useLingui();
  if (!autobet.running && !autobet.stopReason) return null;
  const played = autobet.played;
  const profit = formatMoney(autobet.profit, currency, i18n.locale as Locale);
  return (
    <div className="flex flex-col gap-2">
      <div role="status" className="rounded-xl bg-night-800 px-3.5 py-2.5 text-sm text-slate-300">
        {autobet.running ? (
          <p className="font-semibold text-white">
            <Trans>Autobet is running.</Trans>
          </p>
        ) : (
          <p className="font-semibold text-white">{i18n._(STOP_REASONS[autobet.stopReason!])}</p>
        )}
        <p className="tabular-nums">
          <Trans>
            Bets: {played} · Profit: {profit}
          </Trans>
        </p>
      </div>
      <BetFailure failure={autobet.failure} />
    </div>
  );
}
