/** The command line did not name a valid command; answered with the usage text. */
export class UsageError extends Error {}
