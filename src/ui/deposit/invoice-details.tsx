import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../button';
import { CopyValue } from './copy-value';
import { Countdown } from './countdown';

export interface InvoiceDetailsProps {
  /** The sum to pay, commission included, formatted. */
  toPay: string;
  commission: string;
  /** What reaches the balance, formatted. */
  credits: string;
  /** Where to pay: card number, phone, wallet address; labels in the interface language. */
  details: readonly { label: string; value: string }[];
  secondsLeft: number;
  /** The sandbox payer page, when the provider has one. */
  payUrl: string | null;
  onNewDeposit: () => void;
}

/** An open deposit invoice: what to pay, where, and how long is left. */
export function InvoiceDetails(props: InvoiceDetailsProps) {
  const titleId = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-semibold text-white">
          <Trans>Your invoice</Trans>
        </h3>
        <Countdown seconds={props.secondsLeft} />
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">
          <Trans>To pay</Trans>
        </dt>
        <dd className="font-bold text-white tabular-nums">{props.toPay}</dd>
        <dt className="text-slate-400">
          <Trans>Commission</Trans>
        </dt>
        <dd className="text-slate-200 tabular-nums">{props.commission}</dd>
        <dt className="text-slate-400">
          <Trans>To your balance</Trans>
        </dt>
        <dd className="text-slate-200 tabular-nums">{props.credits}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        {props.details.map((d) => (
          <CopyValue key={d.label} label={d.label} value={d.value} />
        ))}
      </div>
      {props.payUrl && (
        <a
          href={props.payUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center justify-center rounded-xl bg-night-700 px-5 text-sm font-semibold text-slate-100 transition hover:bg-night-600"
        >
          <Trans>Pay in sandbox</Trans>
        </a>
      )}
      <p className="text-sm text-slate-400">
        <Trans>
          Pay exactly this sum before the time runs out. This window follows the payment and shows it as soon
          as it arrives; the money then appears on your balance.
        </Trans>
      </p>
      <Button variant="ghost" onClick={props.onNewDeposit}>
        <Trans>New deposit</Trans>
      </Button>
    </section>
  );
}
