import { Trans, useLingui } from '@lingui/react/macro';

/** One deposit method as the list shows it, its texts already in the interface language. */
export interface DepositMethodItem {
  hash: string;
  name: string;
  /** The limits, e.g. "500 ₽ – 150 000 ₽". */
  limits: string;
}

/** The deposit methods to choose from. */
export function DepositMethodList({
  methods,
  onSelect,
}: {
  methods: readonly DepositMethodItem[];
  onSelect: (hash: string) => void;
}) {
  const { t } = useLingui();
  if (methods.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>No deposit method is available for your account yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Deposit methods`}>
      {methods.map((m) => (
        <li key={m.hash}>
          <button
            type="button"
            onClick={() => onSelect(m.hash)}
            className="flex w-full items-center justify-between gap-3 rounded-xl border border-night-600 bg-night-900 px-4 py-3 text-left transition hover:border-gold-400"
          >
            <span className="font-semibold text-white">{m.name}</span>
            <span className="shrink-0 text-xs text-slate-400 tabular-nums">{m.limits}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
