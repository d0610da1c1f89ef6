import { createFileRoute, notFound } from '@tanstack/react-router';
import { appIntents } from '../../app';
import { activateLocale } from '../../i18n/i18n';
import { isLocale, resolveLocale } from '../../i18n/locale';
import { LayoutNotFound } from '../../views/system/layout-not-found';

/**
 * Optional language prefix: /ru, /en, /kz or none; any other prefix is a 404. The prefix (else the
 * `language` cookie, else ru) picks the catalog before the page renders; an explicit prefix is remembered.
 */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: async ({ params, context }) => {
    const valid = params.lang === undefined || isLocale(params.lang);
    const locale = resolveLocale(valid ? params.lang : undefined);
    appIntents(context.app.actor).changeLocale(locale);
    try {
      await activateLocale(locale, { remember: valid && params.lang !== undefined });
    } catch (error) {
      // SPEC §8: missing locale messages are logged only; the current catalog stays active.
      console.error('locale messages', error);
    }
    if (!valid) throw notFound();
  },
  notFoundComponent: LayoutNotFound,
});
