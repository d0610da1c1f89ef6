import { describe } from 'vitest';

/** The PostgreSQL server of `npm run test:pg`; unset in `npm test`, which runs on PGlite. */
export const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * `describe` for tests that need PostgreSQL itself (several connections or processes at once): skipped on PGlite,
 * with a title that says where they run.
 */
export function describeOnPostgres(title: string, tests: () => void) {
  describe.skipIf(!adminUrl)(adminUrl ? title : `${title} (PostgreSQL only: npm run test:pg)`, tests);
}
