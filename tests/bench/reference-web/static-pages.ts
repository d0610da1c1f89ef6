import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * The lean reference of `bench:web`: each page exactly as the product renders it (its DOM after the page settled,
 * with its styles), served as static HTML with no script, compressed as the product sends its files. What a phone
 * pays for the same page when nothing has to run to show it: the bound a prerendered shell could reach.
 */
export async function snapshotPages(site: string, pages: readonly string[], chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const html = new Map<string, string>();
    for (const route of pages) {
      await page.goto(`${site}${route}`);
      await page.waitForLoadState('networkidle');
      const rendered = await page.evaluate(() => {
        document
          .querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]')
          .forEach((e) => e.remove());
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      html.set(route, rendered);
    }
    return html;
  } finally {
    await browser.close();
  }
}

/**
 * Serves the snapshots and the build's hashed files (brotli when accepted, as the product does); `mounts` serves
 * other directories under an address prefix (`'/reference-react/'`).
 */
export async function serveStatic(
  html: ReadonlyMap<string, string>,
  staticDir: string,
  mounts: Readonly<Record<string, string>> = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://reference');
    const page = html.get(url.pathname);
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(page);
    }
    const mount = Object.keys(mounts).find((prefix) => url.pathname.startsWith(prefix));
    const root = path.resolve(mount ? mounts[mount]! : staticDir);
    const file = path.join(
      root,
      path.normalize(decodeURIComponent(url.pathname.slice(mount ? mount.length - 1 : 0))),
    );
    if (!file.startsWith(root + path.sep) || !existsSync(file)) {
      response.writeHead(404);
      return response.end();
    }
    const type = file.endsWith('.css')
      ? 'text/css'
      : file.endsWith('.svg')
        ? 'image/svg+xml'
        : file.endsWith('.js')
          ? 'text/javascript'
          : 'application/octet-stream';
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'])) && existsSync(`${file}.br`);
    response.writeHead(200, {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(readFileSync(brotli ? `${file}.br` : file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // the browser keeps its connections alive: closing waits for none of them
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
