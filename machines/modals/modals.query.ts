import { MODAL_QUERY, type ModalName } from '../../src/contract/constants';

/** Modals that belong to logging in or registering; they close once the player is authenticated. */
export const AUTH_MODALS: readonly ModalName[] = ['Login', 'LoginByEmail', 'Register'];

/** The payment modals: while one is open the deposit prompt stays away (SPEC §4 After registration). */
export const PAYMENT_MODALS: readonly ModalName[] = ['PayIn', 'SuccessPayment'];

/** Query keys that open a modal (SPEC §2), in priority order. */
export const MODAL_QUERY_KEYS = Object.keys(MODAL_QUERY) as (keyof typeof MODAL_QUERY)[];

/** The modal the landing query asks for (`?signup`, `?login`, `?deposit`), or null. */
export function modalFromQuery(keys: Iterable<string>): ModalName | null {
  const present = new Set(keys);
  const key = MODAL_QUERY_KEYS.find((k) => present.has(k));
  return key ? MODAL_QUERY[key] : null;
}
