import { useLingui } from '@lingui/react/macro';
import {
  HISTORY_STATUSES,
  HISTORY_TYPES,
  type HistoryStatus,
  type HistoryType,
} from '../../contract/billing';
import { SelectField } from '../../ui/select-field';
import { HISTORY_STATUS_LABELS, HISTORY_TYPE_LABELS } from './history-labels';

/** The history filters as the address keeps them; no value means "all". */
export interface HistoryFilterValues {
  type?: HistoryType | undefined;
  status?: HistoryStatus | undefined;
}

/** Type and status filters of the money history. */
export function HistoryFilters({
  values,
  onChange,
}: {
  values: HistoryFilterValues;
  onChange: (values: HistoryFilterValues) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField<HistoryType | ''>
        label={t`Type`}
        name="type"
        value={values.type ?? ''}
        onChange={(type) => onChange({ ...values, type: type || undefined })}
        options={[
          { value: '', label: t`All types` },
          ...HISTORY_TYPES.map((v) => ({ value: v, label: i18n._(HISTORY_TYPE_LABELS[v]) })),
        ]}
      />
      <SelectField<HistoryStatus | ''>
        label={t`Status`}
        name="status"
        value={values.status ?? ''}
        onChange={(status) => onChange({ ...values, status: status || undefined })}
        options={[
          { value: '', label: t`All statuses` },
          ...HISTORY_STATUSES.map((v) => ({ value: v, label: i18n._(HISTORY_STATUS_LABELS[v]) })),
        ]}
      />
    </div>
  );
}
