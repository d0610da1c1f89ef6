import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from '../../scripts/precompress';
import { API_COMPRESSION_THRESHOLD } from '../../src/server/http/compression';
import { call, ROOMY_LIMITS } from './accounts';
import { fundedPlayer, placeBet } from './games';
import { SITE, startTestServer, type TestServer } from './harness';

// a build as Vite writes it: an index, a hashed chunk, a file too small to be worth compressing, an image
const staticDir = mkdtempSync(path.join(tmpdir(), 'casino-delivery-'));
const script = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;
const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Casino</title>${'<link rel="icon" href="/x.svg">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const index = page('ru-RU');
const english = page('en-US');
const kazakh = page('kk-KZ');
const tiny = 'export const x = 1;\n';
// pages the build prerendered (scripts/prerender): the keno page in the default language, the FAQ in Kazakh
const drawn = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title>${'<link rel="icon" href="/x.svg">'.repeat(60)}</head><body><div id="root"><h1>${text}</h1></div></body></html>`;
const keno = drawn('ru-RU', 'Кено');
const kazakhFaq = drawn('kk-KZ', 'Жиі қойылатын сұрақтар');

let server: TestServer;
beforeAll(async () => {
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), index);
  writeFileSync(path.join(staticDir, 'index.en.html'), english);
  writeFileSync(path.join(staticDir, 'index.kz.html'), kazakh);
  mkdirSync(path.join(staticDir, 'prerendered/games'), { recursive: true });
  mkdirSync(path.join(staticDir, 'prerendered/kz'), { recursive: true });
  writeFileSync(path.join(staticDir, 'prerendered/games/keno.html'), keno);
  writeFileSync(path.join(staticDir, 'prerendered/kz/faq.html'), kazakhFaq);
  writeFileSync(path.join(staticDir, 'assets/app-Ab12Cd34.js'), script);
  writeFileSync(path.join(staticDir, 'assets/tiny-Ef56Gh78.js'), tiny);
  writeFileSync(path.join(staticDir, 'assets/logo-Ij90Kl12.png'), Buffer.alloc(4096, 7));
  await precompress(staticDir);
  server = await startTestServer({ STATIC_DIR: staticDir }, undefined, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    url,
    headers: { ...SITE, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary)
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('the site as served', () => {
  it('sends a hashed asset as brotli, else gzip, else as it is, always varying on Accept-Encoding and cached for a year', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const answer of [br, gz, plain]) expect(varies(answer.headers)).toContain('accept-encoding');
  });

  it('sends index.html compressed on the root and on every client route, without caching it', async () => {
    for (const [url, html] of [
      ['/', index],
      ['/games/dice', index],
      ['/en/bonuses', english],
    ] as const) {
      const answer = await get(url, 'br;q=1, gzip;q=0.5');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(html);
      expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(varies(answer.headers), url).toContain('accept-encoding');
    }
    const gz = await get('/games/dice', 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(index);
    const plain = await get('/games/dice', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(index);
  });

  it("answers each address with its language's page, for readers that run no script", async () => {
    const cases: Array<[string, string]> = [
      ['/', index],
      ['/ru/bonuses', index],
      ['/enroll', index],
      ['/kzt', index],
      ['/en', english],
      ['/en/games/dice', english],
      ['/en?ref=1', english],
      ['/kz', kazakh],
      ['/kz/vip-club', kazakh],
    ];
    for (const [url, html] of cases) {
      expect((await get(url, 'identity')).body, url).toBe(html);
      expect(gunzipSync((await get(url, 'gzip')).rawPayload).toString(), url).toBe(html);
    }
  });

  it('answers a guest with the page already drawn where the build prerendered it, a signed-in player with the bare page', async () => {
    const guest = [
      ['/games/keno', keno],
      ['/games/keno/', keno],
      ['/games/keno?ref=7', keno],
      ['/kz/faq', kazakhFaq],
      // no page drawn there: the language's page, as before
      ['/faq', index],
      ['/en/faq', english],
      ['/games/../prerendered/games/keno', index],
    ] as const;
    for (const [url, html] of guest) {
      const answer = await get(url, 'br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(html);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      // a cache must not give a guest's page to a signed-in player, nor the other way round
      expect(varies(answer.headers), url).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
    }
    // the prerendered header is a guest's: a signed-in player gets the page the app draws itself
    for (const cookie of ['token=abc.def', 'language=kz; token=abc.def']) {
      const player = await server.app.inject({
        url: '/games/keno',
        headers: { ...SITE, 'accept-encoding': 'identity', cookie },
      });
      expect(player.body, cookie).toBe(index);
    }
    const kazakhPlayer = await server.app.inject({
      url: '/kz/faq',
      headers: { ...SITE, 'accept-encoding': 'identity', cookie: 'token=abc.def' },
    });
    expect(kazakhPlayer.body).toBe(kazakh);
    // any other cookie leaves a guest a guest
    const withLanguage = await server.app.inject({
      url: '/games/keno',
      headers: { ...SITE, 'accept-encoding': 'identity', cookie: 'language=ru; tokenish=1' },
    });
    expect(withLanguage.body).toBe(keno);
    // an address without a prefix shows the remembered language: not the Russian drawing of it
    for (const [url, cookie, html] of [
      ['/games/keno', 'language=en', index],
      ['/games/keno', 'language=kz', index],
      ['/games/keno', 'language=de', keno],
      ['/kz/faq', 'language=en', kazakhFaq],
    ] as const) {
      const answer = await server.app.inject({
        url,
        headers: { ...SITE, 'accept-encoding': 'identity', cookie },
      });
      expect(answer.body, `${url} ${cookie}`).toBe(html);
    }
  });

  it('sends a hashed asset without the page policies and validators it has no use for, the page keeps them', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', 'br');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'etag'])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    const page = await get('/games/dice', 'br');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const robots = await get('/robots.txt');
    expect(robots.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('leaves as they are the files too small to gain and the images that are compressed already', async () => {
    const small = await get('/assets/tiny-Ef56Gh78.js', 'br, gzip');
    expect(tiny.length).toBeLessThan(MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(tiny);
    const image = await get('/assets/logo-Ij90Kl12.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });
});

describe('the site of a deployment with SSO', () => {
  let sso: TestServer;
  beforeAll(async () => {
    sso = await startTestServer({ STATIC_DIR: staticDir, SSO_URL: 'http://sso.test' });
  }, 60_000);
  afterAll(() => sso.close());

  const answer = (url: string, headers: Record<string, string> = {}) =>
    sso.app.inject({ url, headers: { ...SITE, 'accept-encoding': 'identity', ...headers } });
  const page = async (url: string, headers: Record<string, string> = {}) => (await answer(url, headers)).body;

  it('answers a guest the app sends to the SSO host at once with the bare page: a drawn one would take taps the redirect drops', async () => {
    expect(await page('/games/keno')).toBe(index);
    expect(await page('/kz/faq')).toBe(kazakh);
    // back from the SSO host, told to stay, or a crawler (which never leaves): the page drawn
    expect(await page('/games/keno', { cookie: 'ssoRedirected=1' })).toBe(keno);
    expect(await page('/games/keno?no_sso')).toBe(keno);
    expect(await page('/games/keno?sso_code=abc')).toBe(keno);
    expect(await page('/games/keno', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(keno);
    expect(await page('/kz/faq', { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' })).toBe(
      kazakhFaq,
    );

    // the page depends on the user agent here: a shared cache must not hand a crawler a guest's bare page
    expect(varies((await answer('/games/keno')).headers)).toEqual(
      expect.arrayContaining(['accept-encoding', 'cookie', 'user-agent']),
    );
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above the threshold and leaves a bet’s answer as it is', async () => {
    const player = await fundedPlayer(server, 'RUB', 1_000_000n);
    let bet = await placeBet(server, player.token, 'coinflip', { amount: 10, params: { side: 'heads' } });
    for (let i = 0; i < 11; i++)
      bet = await placeBet(server, player.token, 'coinflip', { amount: 10, params: { side: 'tails' } });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(bet.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD);

    const feed = await call(server, '/api/v2/games/feed', undefined, {
      method: 'GET',
      headers: { 'accept-encoding': 'br' },
    });
    expect(feed.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(feed.rawPayload).toString();
    expect(text.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD);
    expect(JSON.parse(text).data.length).toBeGreaterThanOrEqual(12);
    expect(varies(feed.headers)).toContain('accept-encoding');

    const plain = await call(server, '/api/v2/games/feed', undefined, { method: 'GET' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThanOrEqual(12);
  });

  it('tells crawlers to keep off the API host', async () => {
    const robots = await call(server, '/robots.txt', undefined, { method: 'GET' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const body = JSON.stringify({ email: 'nobody@casino.test', password: 'not-the-password-1' });
    const headers = { host: 'api.casino.test', 'content-type': 'application/json' };
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/email',
      headers,
      payload: body,
    });
    expect(plain.statusCode, plain.body).not.toBe(400);
    const zipped = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/email',
      headers: { ...headers, 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(zipped.statusCode, zipped.body).toBe(400);
    expect(zipped.json()).toHaveProperty('message');
  });
});
