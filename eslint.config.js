import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction of DESIGN.md §2: src/contract ← machines ← src/api ← src/app ← src/views ← src/routes. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

const FRONT = [
  '**/machines/**',
  '**/src/api/**',
  '**/src/app/**',
  '**/src/views/**',
  '**/src/routes/**',
  '**/src/ui/**',
  '**/src/i18n/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/locales/**/*.ts',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/server/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  layer(
    ['src/contract/**'],
    [
      '**/machines/**',
      '../../machines/**',
      '../api/**',
      '../app/**',
      '../views/**',
      '../routes/**',
      '../ui/**',
      '../server/**',
      'react',
      'react-dom',
      'ky',
      'xstate',
    ],
    'src/contract depends on nothing but zod.',
  ),
  layer(
    ['machines/**'],
    [
      'react',
      'react-dom',
      '@xstate/react',
      'ky',
      'js-cookie',
      '**/src/server/**',
      '**/src/api/**',
      '**/src/app/**',
      '**/src/views/**',
      '**/src/routes/**',
      '**/src/ui/**',
    ],
    'machines/ are pure: xstate and src/contract only.',
  ),
  layer(
    ['src/api/**'],
    ['react', 'react-dom', '**/src/server/**', '**/app/**', '**/views/**', '**/routes/**', '**/ui/**'],
    'src/api implements machine ports; it must not reach up to the app or views.',
  ),
  layer(
    ['src/app/**'],
    ['**/src/server/**', '**/views/**', '**/routes/**'],
    'src/app wires machines to src/api; views sit above it.',
  ),
  layer(
    ['src/views/**', 'src/ui/**'],
    ['**/src/server/**', '**/routes/**', '**/server/**'],
    'Views must not import routes or server code.',
  ),
  layer(['src/server/**'], FRONT, 'src/server imports only src/contract from the browser side.'),
);
