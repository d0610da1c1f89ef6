// Run by prerender-plugin.ts in a process of its own (so the build's process never carries a window), with the
// `browser` export condition (the router's browser code, not its server rendering): gives the server-side bundle of
// src/prerender a browser's globals (jsdom), renders the pages it is asked for and writes them to a JSON file.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [bundle, requestJson, outFile] = process.argv.slice(2);
const request = JSON.parse(requestJson);

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: request.origin,
  pretendToBeVisual: true,
});
const { window } = dom;
// the DOM's own event classes, not Node's, so events made by the app can be dispatched on its elements
const FROM_DOM = new Set(['Event', 'EventTarget', 'CustomEvent']);
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis && !FROM_DOM.has(key)) continue;
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key] });
}
// the window's own methods live on its prototype chain, where the copy above does not look
for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent'])
  globalThis[key] = window[key].bind(window);
globalThis.window = window;
globalThis.document = window.document;
globalThis.navigator = window.navigator;
// a first screen has not been scrolled: what waits to come into view (WhenVisible) waits
globalThis.IntersectionObserver = window.IntersectionObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
window.matchMedia = globalThis.matchMedia = (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});
window.scrollTo = globalThis.scrollTo = () => {};

const { prerenderPages } = await import(pathToFileURL(bundle).href);
const pages = {};
for (const [locale, paths] of Object.entries(request.paths))
  pages[locale] = await prerenderPages(locale, paths);
writeFileSync(outFile, JSON.stringify(pages));
process.exit(0);
