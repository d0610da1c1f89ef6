import { useLingui } from '@lingui/react/macro';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelRisk,
  type WheelSegmentCount,
} from '../../../contract/games/wheel-of-fortune';
import { Tabs } from '../../../ui/tabs';

export interface WheelPickersProps {
  segments: WheelSegmentCount;
  onSegments: (segments: WheelSegmentCount) => void;
  risk: WheelRisk;
  onRisk: (risk: WheelRisk) => void;
  disabled?: boolean;
}

/** Which wheel: how many segments (10 to 50) and the risk level. */
export function WheelPickers({ segments, onSegments, risk, onRisk, disabled }: WheelPickersProps) {
  const { t } = useLingui();
  const riskNames: Record<WheelRisk, string> = { low: t`Low`, medium: t`Medium`, high: t`High` };
  return (
    <fieldset disabled={disabled} className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t`Wheel`}</legend>
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-xs text-slate-400">{t`Segments`}</span>
        <Tabs
          label={t`Segments`}
          value={String(segments)}
          options={WHEEL_SEGMENT_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => onSegments(Number(value) as WheelSegmentCount)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-xs text-slate-400">{t`Risk`}</span>
        <Tabs
          label={t`Risk`}
          value={risk}
          options={WHEEL_RISKS.map((r) => ({ value: r, label: riskNames[r] }))}
          onChange={onRisk}
        />
      </div>
    </fieldset>
  );
}
