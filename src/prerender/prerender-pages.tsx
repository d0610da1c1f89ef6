import { createMemoryHistory } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { createAppActor } from '../app';
import { AppRoot } from '../app-root';
import type { CookieJar } from '../app/cookies';
import type { Locale } from '../contract/constants';
import { activateLocale } from '../i18n/i18n';
import { createAppRouter } from '../router';

/** One page as a guest's browser first shows it: the markup inside `#root`, and the page's title and description. */
export interface PrerenderedPage {
  path: string;
  html: string;
  title: string;
  description: string | null;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The API as a guest's first render meets it: the two answers every page waits for before it opens (geo: not
 * blocked; the mirror: no SSO to go through) and, for every other call, an answer that never comes, so each page
 * is captured as it stands before its data arrived.
 */
function firstAnswersOnly(locale: Locale): typeof fetch {
  return async (input) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    if (pathname.endsWith('/geo_ip'))
      return json({ data: { ip: '0.0.0.0', country_code: locale === 'kz' ? 'KZ' : 'RU' } });
    if (pathname.endsWith('/mirror'))
      return json({
        redirect: null,
        sso: null,
        meta: null,
        settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
      });
    return new Promise<Response>(() => {});
  };
}

function memoryCookies(): CookieJar {
  const jar = new Map<string, unknown>();
  return {
    get: (name) => jar.get(name) as never,
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

/**
 * Renders each page of `paths` (addresses with the language prefix, `/en/games/dice`) with the real app, as a guest
 * whose requests have not been answered yet: the header, the page's own text and art, and the loading state of
 * whatever the server fills in. That is what the app's own first render shows, so the page the server sends can show
 * it before any script ran and the app replaces it with the same picture (main.tsx). Runs in a DOM (the build gives
 * it jsdom: scripts/prerender); every app is stopped before the next page, and nothing reaches a network.
 */
export async function prerenderPages(locale: Locale, paths: readonly string[]): Promise<PrerenderedPage[]> {
  await activateLocale(locale, { remember: false });
  const pages: PrerenderedPage[] = [];
  for (const path of paths) {
    const app = createAppActor({
      location: {
        href: `${window.location.origin}${path}`,
        hostname: window.location.hostname,
        protocol: window.location.protocol,
        port: window.location.port,
        search: '',
        assign: () => {},
        replace: () => {},
      },
      isProduction: true,
      isDevelopment: false,
      isBot: false,
      locale,
      clearAuthQuery: () => {},
      dropQuery: () => {},
      navigate: () => {},
      cookies: memoryCookies(),
      tokenStore: { get: () => null, set: () => {}, clear: () => {} },
      measurePixel: () => new Promise(() => {}),
      fetch: firstAnswersOnly(locale),
      log: () => {},
    });
    const router = createAppRouter({
      context: { app },
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    await router.load();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<AppRoot runtime={app} router={router} />);
    await settled(container);
    if (router.state.location.pathname !== path)
      throw new Error(`prerendering ${path} ended on ${router.state.location.pathname}`);
    pages.push({
      path,
      html: container.innerHTML,
      title: document.title,
      description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
    });
    root.unmount();
    container.remove();
    app.actor.stop();
  }
  return pages;
}

/** Resolves once the page stopped changing for a while: its lazy parts loaded and rendered. */
function settled(container: Element, quietMs = 150, limitMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let quiet = setTimeout(done, quietMs);
    const limit = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the page kept changing'));
    }, limitMs);
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    }
  });
}
