import { withoutModuleScripts } from './start-script';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A language's page (scripts/pwa/language-pages.ts) with one page of the app drawn into it: the prerendered markup
 * inside `#root`, the page's own title, and its description in place of the site's, and instead of the app's
 * module scripts the one that loads them after the first paint (start-script.ts). The app, once it runs, replaces
 * the markup with its own render of the same page (main.tsx).
 */
export function prerenderedHtml(
  languagePage: string,
  page: { html: string; title: string; description: string | null },
  startScript: string,
): string {
  let html = withoutModuleScripts(languagePage).html;
  const swap = (pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`the language page changed shape: no ${what}`);
    html = html.replace(pattern, () => replacement);
  };
  swap(
    /<\/head>/,
    `  <script type="module" crossorigin src="${startScript}"></script>\n  </head>`,
    '</head>',
  );
  // marked, so what looks at the page (a test, a style) can tell the drawing from the app's own page
  const marked = page.html.replace(/^<([a-z][a-z0-9-]*)/, '<$1 data-prerendered');
  if (marked === page.html) throw new Error(`the prerendered page does not start with an element`);
  swap(/<div id="root"><\/div>/, `<div id="root">${marked}</div>`, 'empty #root');
  if (page.title) swap(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  if (page.description)
    swap(
      /<meta name="description" content="[^"]*" data-shell \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" data-shell />`,
      'description',
    );
  return html;
}
