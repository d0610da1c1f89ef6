import { numberFormat } from '../../../i18n/format';
import { useLingui } from '@lingui/react/macro';
import { type Locale } from '../../../contract/constants';
import { cx } from '../../../ui/cx';

/** A short amount for a chip: 5, 2.5, 1.2K. */
function chipText(amount: number, locale: Locale): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(amount);
}

/** The chips stacked on one place of the table, drawn as one chip with their total; it glows when it won. */
export function ChipStack({ amount, won, className }: { amount: number; won: boolean; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      aria-hidden
      className={cx(
        'pointer-events-none grid min-w-6 place-items-center rounded-full border-2 border-dashed border-white/70 bg-gold-400 px-1 text-[0.625rem] leading-5 font-extrabold text-night-950 shadow-md',
        won && 'ring-2 ring-jade-400 ring-offset-1 ring-offset-night-900',
        className,
      )}
    >
      {chipText(amount, i18n.locale as Locale)}
    </span>
  );
}
