import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from '../../../scripts/prerender/prerendered-html';
import { startScript, withoutModuleScripts } from '../../../scripts/prerender/start-script';
import { localizedPath, PRERENDERED_PAGES, prerenderedPageFile } from '../../../src/pwa/prerendered-pages';

// the shape scripts/pwa/language-pages.ts gives the built index.html
const languagePage = `<!doctype html>
<html lang="en-US" class="bg-night-950">
  <head>
    <title>RoyalSpin</title>
    <meta name="description" content="The site." data-shell />
    <script type="module" crossorigin src="/assets/react-A1.js"></script>
    <script type="module" crossorigin src="/assets/boot-B2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/boot-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a prerendered page', () => {
  it('carries the drawn page, its own title and description, and the start script instead of the app modules', () => {
    const html = prerenderedHtml(
      languagePage,
      { html: '<main><h1>Dice</h1></main>', title: 'Dice & more — RoyalSpin', description: 'Roll "high"' },
      '/assets/start-D4.js',
    );
    expect(html).toContain('<div id="root"><main data-prerendered><h1>Dice</h1></main></div>');
    expect(html).toContain('<title>Dice &amp; more — RoyalSpin</title>');
    expect(html).toContain('<meta name="description" content="Roll &quot;high&quot;" data-shell />');
    expect(html).not.toContain('react-A1.js');
    expect(html).not.toContain('boot-B2.js');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/start-D4.js"></script>\n  </head>',
    );
    // the styles stay render-blocking: the page is drawn with them
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-C3.css">');
  });

  it('refuses a language page of another shape rather than write a page without the app', () => {
    const page = { html: '<p>x</p>', title: 't', description: null };
    expect(() =>
      prerenderedHtml(languagePage.replace('<div id="root"></div>', '<div id="app"></div>'), page, '/s.js'),
    ).toThrow(/empty #root/);
    expect(() =>
      prerenderedHtml(languagePage.replace('<title>RoyalSpin</title>', ''), page, '/s.js'),
    ).toThrow(/<title>/);
  });

  it('lists the module scripts in order, and the start script loads each of them, one task each, after the first paint', async () => {
    const { modules, html } = withoutModuleScripts(languagePage);
    expect(modules).toEqual(['/assets/react-A1.js', '/assets/boot-B2.js']);
    expect(html).not.toContain('<script');
    const script = await startScript(process.cwd(), modules);
    expect(script).toContain('"/assets/react-A1.js","/assets/boot-B2.js"');
    expect(script).toContain('modulepreload');
    expect(script).toContain('requestAnimationFrame');
    // the taps on the drawn page are kept from the start (early-taps.ts), not once the app's code has come
    expect(script).toContain('button, [role="button"]');
    expect(script).not.toMatch(/^import /m);
  });
});

describe('the prerendered page of an address', () => {
  it('maps each public page in each language to its file, with or without a trailing slash', () => {
    expect(prerenderedPageFile('/')).toBe('prerendered/index.html');
    expect(prerenderedPageFile('/en')).toBe('prerendered/en.html');
    expect(prerenderedPageFile('/en/')).toBe('prerendered/en.html');
    expect(prerenderedPageFile('/games/dice')).toBe('prerendered/games/dice.html');
    expect(prerenderedPageFile('/kz/games/dice/')).toBe('prerendered/kz/games/dice.html');
    for (const page of PRERENDERED_PAGES)
      expect(prerenderedPageFile(localizedPath('en', page)), page).toMatch(/^prerendered\/en[/.]/);
  });

  it('names no file for any other address, so a request cannot pick one', () => {
    for (const path of [
      '/profile',
      '/fairness',
      '/ru/games/dice',
      '/games/dice.html',
      '/games/../prerendered/index',
      '/en/../../etc/passwd',
      '/games/slots/book-of-ra/demo',
      '/EN',
      '',
    ])
      expect(prerenderedPageFile(path), path).toBeNull();
  });
});
