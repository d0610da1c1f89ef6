import { useRouter } from '@tanstack/react-router';
import { useAppEvents } from '../../app';
import type { Locale } from '../../contract/constants';
import { activateLocale } from '../../i18n/i18n';
import { localizedHref } from '../../i18n/locale-path';

/**
 * Switches the interface language: loads the catalog, writes the cookie, tells the app (API calls then ask for
 * that language) and swaps the URL prefix if there is one.
 */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const router = useRouter();
  const app = useAppEvents();
  return async (locale) => {
    await activateLocale(locale);
    app.changeLocale(locale);
    const href = localizedHref(router.state.location.href, locale);
    if (href !== router.state.location.href) await router.navigate({ href, resetScroll: false });
  };
}
