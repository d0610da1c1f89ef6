/** "Now" for the weekly VIP reward tests: Tuesday of 2030-W02, so the closed weeks of the catch-up window are 2029-W50 … 2030-W01. */
export const NOW = new Date('2030-01-08T12:00:00Z');

/** The starts (Monday 00:00 UTC) of the weeks the tests bet in: the two last closed ones and the open one. */
export const W52 = new Date('2029-12-24T00:00:00Z');
export const W01 = new Date('2029-12-31T00:00:00Z');
export const W02 = new Date('2030-01-07T00:00:00Z');

export const HOUR = 3_600_000;
