import { holdEarlyInstallOffer } from '../pwa/early-install-offer';
import { holdEarlyTaps } from './early-taps';

/** The app's module scripts, in the order the page listed them (filled in by the build: scripts/prerender). */
declare const __APP_MODULES__: string;

/**
 * The one script a prerendered page starts with, in place of the app's module scripts. From the start it keeps a
 * tap on the drawn page's buttons and the browser's install offer for the app (early-taps.ts,
 * early-install-offer.ts). Once the browser has painted the page, it fetches
 * the app's modules all at once (`modulepreload`) and runs them one by one, each in a task of its own: the first
 * paint waits for the page's HTML and styles only, not for the app's code to be downloaded and run, and running the
 * code leaves the phone free to answer a tap between two files. A page opened in a background tab, which paints
 * nothing until shown, loads them at once.
 */
const modules = JSON.parse(__APP_MODULES__) as string[];

async function load() {
  document.head.insertAdjacentHTML(
    'beforeend',
    modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
  );
  for (const module of modules) {
    await import(/* @vite-ignore */ module);
    await new Promise((next) => setTimeout(next, 0));
  }
}

holdEarlyTaps(document.getElementById('root')!);
holdEarlyInstallOffer(window);
if (document.visibilityState === 'hidden') void load();
else requestAnimationFrame(() => setTimeout(load, 0));
