import { Trans, useLingui } from '@lingui/react/macro';
import { KENO_MAX_PICKS, KENO_RISKS, type KenoRisk } from '../../../contract/games/keno';
import { Button } from '../../../ui/button';
import { Tabs } from '../../../ui/tabs';

export interface KenoControlsProps {
  risk: KenoRisk;
  onRisk: (risk: KenoRisk) => void;
  picked: number;
  onAutoPick: () => void;
  onClear: () => void;
  disabled?: boolean;
}

/** The name of a risk level in the interface language. */
export function useKenoRiskName(): (risk: KenoRisk) => string {
  const { t } = useLingui();
  return (risk) => {
    switch (risk) {
      case 'classic':
        return t`Classic`;
      case 'low':
        return t`Low`;
      case 'medium':
        return t`Medium`;
      case 'high':
        return t`High`;
    }
  };
}

/** The risk level, how many numbers are picked, auto pick and clear. */
export function KenoControls({ risk, onRisk, picked, onAutoPick, onClear, disabled }: KenoControlsProps) {
  const { t } = useLingui();
  const riskName = useKenoRiskName();
  const most = KENO_MAX_PICKS;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3">
      <legend className="sr-only">{t`Keno settings`}</legend>
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-xs text-slate-400">{t`Risk`}</span>
        <Tabs
          label={t`Risk`}
          value={risk}
          options={KENO_RISKS.map((r) => ({ value: r, label: riskName(r) }))}
          onChange={onRisk}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-400 tabular-nums" aria-live="polite">
          <Trans>
            Picked {picked} of {most}
          </Trans>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onAutoPick}>
            <Trans>Auto pick</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear} disabled={picked === 0}>
            <Trans>Clear</Trans>
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
