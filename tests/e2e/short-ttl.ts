/**
 * The access token's lifetime on the short-TTL test server (playwright.config.ts). A token's expiry is whole seconds
 * after a whole-second issue time, so it lives between TTL − 1 and TTL seconds: 4 leaves a refreshed token room for
 * the calls it replays on a busy machine.
 */
export const SHORT_ACCESS_TTL_SECONDS = 4;

/** Long enough for an access token of the short-TTL server to have expired. */
export const PAST_SHORT_ACCESS_TTL_MS = (SHORT_ACCESS_TTL_SECONDS + 1) * 1000;
