import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';

/** One payment detail (card number, phone, wallet address) with a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-night-900 px-3.5 py-2.5">
      <div className="min-w-0">
        <p className="text-xs text-slate-400">{label}</p>
        <p className="font-mono text-sm break-all text-white">{value}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={copy} aria-label={t`Copy ${label}`}>
        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </Button>
    </div>
  );
}
