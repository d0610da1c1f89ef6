import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CURRENCIES, type Currency } from '../../contract/constants';
import { UsageError } from './usage-error';

/**
 * An amount as the money commands take it: up to 10 integer digits and 2 decimals, which `Number` keeps exact, so
 * `toMinor` sees what was typed. `label` names the option in the message (`--bet`).
 */
export function amountArgument(text: string | undefined, label = ''): number {
  if (!text || !/^\d{1,10}(\.\d{1,2})?$/.test(text))
    throw new UsageError(`${label ? `${label} ` : ''}"${text ?? ''}" is not an amount like 100.50`);
  return Number(text);
}

/** A currency code in any case. */
export function currencyArgument(text: string): Currency {
  const code = text.toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(code))
    throw new UsageError(`"${text}" is not one of ${CURRENCIES.join(', ')}`);
  return code as Currency;
}

/** A command line with its options (strict, positionals allowed); an unknown or malformed option is a UsageError. */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
