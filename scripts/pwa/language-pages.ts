import { LOCALE_ISO, type Locale } from '../../src/contract/constants';
import { manifestPath } from '../../src/pwa/app-identity';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html as one language serves it, before any script runs: its `lang`, its manifest, and the site's
 * title and description in that language, so a crawler or a browser that runs no script reads the right language
 * (the app sets each page's own title and description once it runs, and drops this description: `data-shell`).
 */
export function languagePage(
  html: string,
  locale: Locale,
  texts: { name: string; description: string },
): string {
  const lang = LOCALE_ISO[locale];
  const replaced = html
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestPath(locale)}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(texts.name)}</title>\n    <meta name="description" content="${escapeHtml(texts.description)}" data-shell />`,
    );
  for (const expected of [`lang="${lang}"`, manifestPath(locale), '<meta name="description"'])
    if (!replaced.includes(expected)) throw new Error(`index.html changed shape: ${expected} not written`);
  return replaced;
}
