import { loadAllMessages, type Catalogs } from './i18n';

/**
 * Imported (by scripts/i18n/catalog-split.ts, in a build) by every module of the pages and dialogs a guest's first
 * load does not show: such a module runs once the whole catalog of the language is loaded, so none of its texts is
 * missing from the first catalog.
 */
const all: Catalogs = {
  ru: () => import('../locales/ru/messages'),
  en: () => import('../locales/en/messages'),
  kz: () => import('../locales/kz/messages'),
};

await loadAllMessages(all);
