import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'kz'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['src/server/**', '**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
