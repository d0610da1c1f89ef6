// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from '../../../src/prerender/early-taps';

const page = `<div><header><a href="/en/bonuses">Bonuses</a><button>Log in</button><button>Sign up</button></header></div>`;

/** A root holding a prerendered page, as the server sends it. */
function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = page;
  document.body.append(root);
  return root;
}

/** What the app's first commit does: the same page, its own elements, in place of the prerendered ones. */
function appTakesOver(root: HTMLElement, html = page): Record<string, ReturnType<typeof vi.fn>> {
  const handlers: Record<string, ReturnType<typeof vi.fn>> = {};
  const fresh = document.createElement('div');
  fresh.innerHTML = html;
  for (const button of fresh.querySelectorAll('button')) {
    const handler = vi.fn();
    handlers[button.textContent!] = handler;
    button.addEventListener('click', handler);
  }
  root.replaceChildren(...fresh.childNodes);
  return handlers;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const buttonOf = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;

afterEach(() => {
  document.body.replaceChildren();
});

describe('a tap before the app runs', () => {
  it('is kept and given to the same button of the app once it has drawn the page', async () => {
    const root = prerenderedRoot();
    holdEarlyTaps(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    buttonOf(root, 'Sign up').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const handlers = appTakesOver(root);
    await settle();
    expect(handlers['Sign up']).toHaveBeenCalledTimes(1);
    expect(handlers['Log in']).not.toHaveBeenCalled();
  });

  it('keeps only the last tap, and none after the app took over', async () => {
    const root = prerenderedRoot();
    holdEarlyTaps(root);
    buttonOf(root, 'Sign up').click();
    buttonOf(root, 'Log in').click();
    const handlers = appTakesOver(root);
    await settle();
    expect(handlers['Log in']).toHaveBeenCalledTimes(1);
    expect(handlers['Sign up']).not.toHaveBeenCalled();
    buttonOf(root, 'Sign up').click();
    await settle();
    expect(handlers['Sign up']).toHaveBeenCalledTimes(1);
    expect(handlers['Log in']).toHaveBeenCalledTimes(1);
  });

  it('drops a tap whose button the app draws differently', async () => {
    const root = prerenderedRoot();
    holdEarlyTaps(root);
    buttonOf(root, 'Sign up').click();
    const handlers = appTakesOver(root, page.replace('Sign up', 'Deposit'));
    await settle();
    expect(handlers.Deposit).not.toHaveBeenCalled();
  });

  it('leaves links alone: they work before the app runs', () => {
    const root = prerenderedRoot();
    holdEarlyTaps(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('does nothing on a page that arrived empty (a signed-in player’s)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    holdEarlyTaps(root);
    const handlers = appTakesOver(root);
    await settle();
    buttonOf(root, 'Log in').click();
    expect(handlers['Log in']).toHaveBeenCalledTimes(1);
  });
});
