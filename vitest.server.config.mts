import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    // a test server opens its own database; on two busy cores that can pass vitest's 10 s default
    hookTimeout: 60_000,
  },
});
