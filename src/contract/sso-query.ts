/**
 * The query parameters of the SSO round trip (SPEC §4), which the mirror's page, its server and the central domain
 * all read or write.
 */

/** Carries an authorize code back to the mirror. */
export const SSO_CODE_PARAM = 'sso_code';
/** Carries the state a code is bound to: only the browser that went to the SSO host can exchange its code. */
export const SSO_STATE_PARAM = 'state';
/** Turns the redirect to the SSO host off. */
export const NO_SSO_PARAM = 'no_sso';
