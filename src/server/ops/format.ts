import { CURRENCY_MINOR_UNITS, type Currency } from '../../contract/constants';
import { fractionDigits } from '../../contract/money';

/** Minor units as a fixed-point text in major units: 12345n RUB → "123.45". */
export function formatMinor(minor: bigint, currency: Currency): string {
  const unit = BigInt(CURRENCY_MINOR_UNITS[currency]);
  const abs = minor < 0n ? -minor : minor;
  const fraction = (abs % unit).toString().padStart(fractionDigits(currency), '0');
  return `${minor < 0n ? '-' : ''}${abs / unit}${fraction ? `.${fraction}` : ''}`;
}

/** Rows as a plain-text table with a header line; columns as wide as their widest cell. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
