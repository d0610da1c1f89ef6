import { defineConfig } from 'vitest/config';

// Model-based path tests (tests/model): paths generated from every machine, run against fake actors.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/model/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
