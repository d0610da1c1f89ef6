// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageSettled } from '../../../src/app/pwa/page-settled';

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);

afterEach(() => {
  delete (document as { readyState?: DocumentReadyState }).readyState;
});

describe('the moment the service worker may start its precache', () => {
  it('waits for the page’s load, then for an idle moment', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const settled = pageSettled();
    expect(await settledWithin(settled, 50)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settledWithin(settled, 500)).toBe(true);
  });

  it('does not wait for a load that already happened (the flow starts again after an update)', async () => {
    expect(document.readyState).toBe('complete');
    expect(await settledWithin(pageSettled(), 500)).toBe(true);
  });
});
