import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/constants';

/** The first supported language of an Accept-Language header by weight (`kk` counts as kz), else ru. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lang, q } of ranked) {
    if (q <= 0) continue;
    const locale = lang === 'kk' ? 'kz' : lang;
    if ((LOCALES as readonly string[]).includes(locale)) return locale as Locale;
  }
  return DEFAULT_LOCALE;
}
