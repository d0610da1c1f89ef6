import { describe } from 'vitest';

/**
 * `describe` for tests that run the operator CLI. The CLI always opens its own PGlite store (`runOps` drops
 * DATABASE_URL), so the PostgreSQL run of the suite (`npm run test:pg`) would only repeat them: it skips them.
 */
export const describeCli = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));
