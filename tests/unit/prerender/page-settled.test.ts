// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markAppDrawn, pageSettled } from '../../../src/app/pwa/page-settled';

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);

describe('the moment the service worker may start its precache', () => {
  it('waits for the app’s first page after the page’s load, then for an idle moment', async () => {
    expect(document.readyState).toBe('complete');
    const settled = pageSettled();
    // a prerendered page has loaded long before the app draws: loading alone is not enough
    expect(await settledWithin(settled, 50)).toBe(false);
    markAppDrawn();
    expect(await settledWithin(settled, 500)).toBe(true);
    // later callers (the worker flow starts again after an update) do not wait for a draw that already happened
    expect(await settledWithin(pageSettled(), 500)).toBe(true);
  });
});
