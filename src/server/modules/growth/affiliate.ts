import type { z } from 'zod';
import type { affiliateBody } from '../../../contract/mirrors';

type AffiliateParameters = z.infer<typeof affiliateBody>;

/**
 * The cookies the landing's affiliate parameters become: each given, non-empty parameter under its own name, its
 * value trimmed (by the contract) with control characters and the characters a cookie value cannot hold without
 * quoting (`"`, `,`, `;`, `\`, white space) removed. A value that is left empty is dropped.
 */
export function affiliateCookies(parameters: AffiliateParameters): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const [name, raw] of Object.entries(parameters)) {
    // eslint-disable-next-line no-control-regex
    const value = (raw ?? '').replace(/[\u0000-\u0020\u007f",;\\]/g, '');
    if (value) cookies[name] = value;
  }
  return cookies;
}
