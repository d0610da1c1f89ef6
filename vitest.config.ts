import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit and integration tests of the browser side. Environment is node unless a file says
// `// @vitest-environment jsdom`. Server tests have their own config (vitest.server.config.mts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: [
        'machines/**/*.test.ts',
        'src/**/*.test.{ts,tsx}',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/diagrams/**/*.test.ts',
        'tests/architecture/**/*.test.ts',
      ],
      exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
      // the fairness simulations are CPU-bound (10^6 HMACs per game); vitest's default of one worker on two cores
      // leaves a core idle
      maxWorkers: 2,
    },
  }),
);
