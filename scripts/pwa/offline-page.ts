import type { Locale } from '../../src/contract/constants';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page the service worker shows for a navigation when neither the network nor the cached shell can answer: no
 * script (the site's policy allows none inline), every language at once, the first being the default one. "Try
 * again" is a plain link to the site's root.
 */
export function offlinePage(
  languages: { locale: Locale; texts: Record<string, string> }[],
  background: string,
): string {
  const [first] = languages;
  const sections = languages
    .map(
      ({ locale, texts }) => `<section lang="${locale === 'kz' ? 'kk' : locale}">
<h1>${escape(texts.offlineTitle!)}</h1>
<p>${escape(texts.offlineText!)}</p>
<a href="/">${escape(texts.offlineRetry!)}</a>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${first?.locale === 'kz' ? 'kk' : (first?.locale ?? 'ru')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${background}">
<title>${escape(first?.texts.offlineTitle ?? '')}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${background};color:#e2e8f0;font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;padding:1.5rem;display:grid;gap:1.5rem}
h1{margin:0 0 .25rem;font-size:1.25rem;color:#fff}
p{margin:0 0 .75rem;color:#cbd5e1}
a{display:inline-block;padding:.5rem 1rem;border-radius:.75rem;background:#fbbf24;color:#0b0e17;font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main>
${sections}
</main>
</body>
</html>
`;
}
