import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AutobetFlow, StakeAdjustment } from '../../../app';
import type { Currency } from '../../../contract/constants';
import { Button } from '../../../ui/button';
import { Tabs } from '../../../ui/tabs';
import { TextField } from '../../../ui/text-field';
import {
  checkAutobetForm,
  EMPTY_AUTOBET_FORM,
  type AutobetFieldProblem,
  type AutobetForm,
} from './autobet-form';
import { AutobetStatus } from './autobet-status';
import type { StakeField } from './use-stake';

export interface AutobetPanelProps {
  autobet: AutobetFlow;
  stake: StakeField;
  /** The game's parameters when they can be bet, null otherwise. */
  params: unknown;
  currency: Currency;
}

/** Why an autobet field cannot be used, in words. */
function useFieldProblemText() {
  const { t } = useLingui();
  return (problem: AutobetFieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'bets':
        return t`Enter a whole number of bets up to 100,000, or leave it empty.`;
      case 'amount':
        return t`Enter an amount, such as 100 or 12.5, or leave it empty.`;
      case 'precision': {
        const digits = problem.digits;
        return t`The amount can have at most ${digits} decimal places.`;
      }
      case 'percent':
        return t`Enter a percentage from 0 to 1,000.`;
    }
  };
}

/** After a win or a loss: back to the first stake, or up by a percentage. */
function AdjustmentField({
  label,
  percentLabel,
  kind,
  percent,
  onKind,
  onPercent,
  error,
  disabled,
}: {
  label: string;
  percentLabel: string;
  kind: StakeAdjustment['kind'];
  percent: string;
  onKind: (kind: StakeAdjustment['kind']) => void;
  onPercent: (percent: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-300">{label}</legend>
      <Tabs
        label={label}
        value={kind}
        options={[
          { value: 'reset', label: t`Reset` },
          { value: 'increase', label: t`Increase` },
        ]}
        onChange={onKind}
      />
      {kind === 'increase' && (
        <TextField
          label={percentLabel}
          value={percent}
          onChange={onPercent}
          inputMode="decimal"
          autoComplete="off"
          error={error}
        />
      )}
    </fieldset>
  );
}

/**
 * Autobet of the game: how many bets, when to stop on profit or loss, what to do with the stake after a win and
 * a loss; start, stop, and how the run goes. The stake and the game's parameters are the slip's.
 */
export function AutobetPanel({ autobet, stake, params, currency }: AutobetPanelProps) {
  const { t } = useLingui();
  const problemText = useFieldProblemText();
  const [form, setForm] = useState<AutobetForm>(EMPTY_AUTOBET_FORM);
  const field =
    <K extends keyof AutobetForm>(key: K) =>
    (value: AutobetForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const checked = checkAutobetForm(form, currency);
  const problems = checked.ok ? {} : checked.problems;
  const canStart = checked.ok && stake.check.ok && params !== null && stake.bounds.balance !== null;
  const start = () => {
    if (!checked.ok || !stake.check.ok || stake.bounds.balance === null) return;
    autobet.start({
      ...checked.value,
      currency,
      stake: stake.check.amount,
      params,
      limits: { min: stake.bounds.min, max: stake.bounds.max },
      balance: stake.bounds.balance,
    });
  };
  const locked = autobet.running;
  return (
    <div className="flex flex-col gap-3">
      <fieldset disabled={locked} className="flex flex-col gap-3">
        <TextField
          label={t`Number of bets`}
          value={form.bets}
          onChange={field('bets')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="∞"
          hint={t`Empty: until it is stopped.`}
          error={problemText(problems.bets)}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t`Stop on profit`}
            value={form.stopOnProfit}
            onChange={field('stopOnProfit')}
            inputMode="decimal"
            autoComplete="off"
            error={problemText(problems.stopOnProfit)}
          />
          <TextField
            label={t`Stop on loss`}
            value={form.stopOnLoss}
            onChange={field('stopOnLoss')}
            inputMode="decimal"
            autoComplete="off"
            error={problemText(problems.stopOnLoss)}
          />
        </div>
      </fieldset>
      <AdjustmentField
        label={t`On win`}
        percentLabel={t`Increase after a win by, %`}
        kind={form.onWin}
        percent={form.onWinPercent}
        onKind={field('onWin')}
        onPercent={field('onWinPercent')}
        error={problemText(problems.onWinPercent)}
        disabled={locked}
      />
      <AdjustmentField
        label={t`On loss`}
        percentLabel={t`Increase after a loss by, %`}
        kind={form.onLoss}
        percent={form.onLossPercent}
        onKind={field('onLoss')}
        onPercent={field('onLossPercent')}
        error={problemText(problems.onLossPercent)}
        disabled={locked}
      />
      {locked ? (
        <Button variant="danger" size="lg" block onClick={autobet.stop}>
          <Trans>Stop autobet</Trans>
        </Button>
      ) : (
        <Button size="lg" block disabled={!canStart} onClick={start}>
          <Trans>Start autobet</Trans>
        </Button>
      )}
      <AutobetStatus autobet={autobet} currency={currency} />
    </div>
  );
}
