/// <reference lib="webworker" />
import { SYNC_TAG } from '../pwa/app-identity';
import { openSyncStore, readApiBase } from './sync-store';

/**
 * The site's service worker, served at /sw.js (SPEC §1, §4, §7). Built by scripts/pwa/service-worker-plugin.ts,
 * which fills in the build id and the shell's files.
 *
 * - Install precaches the app (index.html, every hashed script, style and image of the build, the offline page,
 *   icons and manifests) and takes over at once; the page reloads once when a new one takes over.
 * - Navigations go to the network and fall back to the cached shell, then to the offline page.
 * - Hashed files under /assets/ never change: from the precache, else from the network.
 * - `sync-data` (periodic background sync, or a message from the page where the browser has none) looks for a newer
 *   worker and keeps a copy of the API's mirror answer (GET /mirror, SPEC §7), at the API base the page stored in
 *   IndexedDB. When the API cannot be reached (a blocked domain), the page's own mirror call gets that copy, so an
 *   installed app still learns where the site moved.
 * - Everything else (the API's other calls, builds/latest.json) is left to the browser.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __BUILD_ID__: string;
/** The shell's files as a JSON array (the bundler's `define` takes strings, not arrays). */
declare const __PRECACHE__: string;

const SHELL_CACHE = `shell-${__BUILD_ID__}`;
const SYNC_CACHE = 'sync-data';
const SHELL = '/index.html';
const OFFLINE = '/offline.html';
/**
 * The site's answers vary on Origin and Accept-Encoding; a module script's request carries an Origin the precache's
 * did not, and a hashed file is the same whatever they say.
 */
const FROM_PRECACHE = { ignoreVary: true } as const;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(JSON.parse(__PRECACHE__) as string[]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, SYNC_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The mirror call's address, once the stored API base has been read (a fetch before that goes to the network). */
let mirrorUrl: string | null = null;
const knowMirror = (apiBase: string | null) =>
  void (mirrorUrl = apiBase && new URL('mirror', apiBase.endsWith('/') ? apiBase : `${apiBase}/`).href);
void openSyncStore()
  .then(readApiBase)
  .then(knowMirror, () => {});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
    event.respondWith(hashedAsset(request));
  else if (url.href === mirrorUrl) event.respondWith(mirrorAnswer(request));
});

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(SHELL_CACHE);
    const answer = (await cache.match(SHELL, FROM_PRECACHE)) ?? (await cache.match(OFFLINE, FROM_PRECACHE));
    if (answer) return answer;
    throw offline;
  }
}

async function hashedAsset(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE, ...FROM_PRECACHE })) ?? fetch(request);
}

async function mirrorAnswer(request: Request): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.ok) await keepMirror(request.url, answer.clone());
    return answer;
  } catch (unreachable) {
    const kept = await caches.match(request.url, { cacheName: SYNC_CACHE, ignoreVary: true });
    if (kept) return kept;
    throw unreachable;
  }
}

async function keepMirror(url: string, answer: Response): Promise<void> {
  await (await caches.open(SYNC_CACHE)).put(url, answer);
}

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('periodicsync', ((event: PeriodicSyncEvent) => {
  if (event.tag === SYNC_TAG) event.waitUntil(syncData());
}) as EventListener);

// the page's fallback where the browser has no periodic sync: it asks, and hears back when the work is done
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== SYNC_TAG) return;
  const port = event.ports[0];
  event.waitUntil(
    syncData().then(
      () => port?.postMessage({ ok: true }),
      () => port?.postMessage({ ok: false }),
    ),
  );
});

async function syncData(): Promise<void> {
  await self.registration.update();
  knowMirror(await readApiBase(await openSyncStore()));
  if (!mirrorUrl) return;
  const answer = await fetch(mirrorUrl, { credentials: 'include', cache: 'no-store' });
  if (answer.ok) await keepMirror(mirrorUrl, answer);
}
