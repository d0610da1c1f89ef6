import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_MINOR_UNITS, type Currency } from '../../src/contract/constants';
import { fractionDigits, toMajor, toMinor } from '../../src/contract/money';

/** Minor → major through the decimal text, digit by digit: what `toMajor` must always equal. */
function throughText(minor: bigint, currency: Currency): number {
  const unit = BigInt(CURRENCY_MINOR_UNITS[currency]);
  const abs = minor < 0n ? -minor : minor;
  const text = `${abs / unit}.${(abs % unit).toString().padStart(fractionDigits(currency), '0')}`;
  return (minor < 0n ? -1 : 1) * Number(text);
}

describe('toMajor', () => {
  it('is the number of the decimal text, for any amount and currency', () => {
    const safe = BigInt(Number.MAX_SAFE_INTEGER);
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: -safe - 10n, max: safe + 10n }), fc.bigInt({ min: -100_000n, max: 100_000n })),
        fc.constantFrom(...CURRENCIES),
        (minor, currency) => {
          expect(Object.is(toMajor(minor, currency), throughText(minor, currency))).toBe(true);
          expect(toMajor(Number(minor), currency)).toBe(toMajor(BigInt(Number(minor)), currency));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('comes back to the same minor units through toMinor', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.constantFrom(...CURRENCIES), (minor, currency) => {
        expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
      }),
      { numRuns: 20_000 },
    );
  });
});
