import type { AttachSource } from '../contract/mirrors';
import type { CookieJar } from './cookies';

/** The cookies `POST /api/attachSource` reports, by the body field each one fills. */
const SOURCE_COOKIES = [
  'stag',
  'promo',
  'partnerId',
  'advId',
  'advertiseUid',
  'advertiseSource',
  'cpaOneUid',
  'prHash',
] as const satisfies readonly (keyof AttachSource & string)[];

/** Where a new player came from, as the landing left it in cookies; null when it left nothing. */
export function trafficSourceOf(cookies: CookieJar): AttachSource | null {
  const entries = SOURCE_COOKIES.flatMap((name) => {
    const value = cookies.get(name);
    return value ? [[name, value] as const] : [];
  });
  return entries.length > 0 ? (Object.fromEntries(entries) as AttachSource) : null;
}
