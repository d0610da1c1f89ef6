// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { prerenderPages } from '../../../src/prerender/prerender-pages';

beforeAll(() => {
  window.scrollTo = () => {};
});

const textOf = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('prerendering', () => {
  it('draws each page as a guest first sees it, in the language asked for, with its title and description', async () => {
    const [lobby, dice] = await prerenderPages('kz', ['/kz', '/kz/games/dice']);
    expect(lobby!.path).toBe('/kz');
    const home = textOf(lobby!.html);
    expect(home.querySelector('h1')?.textContent).toBe('RoyalSpin-мен ойнаңыз, бәс тігіңіз және ұтыңыз');
    // a guest's header, and the games of the lobby with their art
    expect([...home.querySelectorAll('button')].map((b) => b.textContent)).toContain('Кіру');
    expect(home.querySelectorAll('a[href^="/kz/games/"] img').length).toBeGreaterThanOrEqual(10);
    expect(lobby!.title).toMatch(/RoyalSpin/);
    expect(lobby!.description).toBeTruthy();

    const game = textOf(dice!.html);
    expect(game.querySelector('h1')?.textContent).toBe('Сүйек');
    expect(dice!.title).toMatch(/^Сүйек/);
    // what the server fills in is still loading: nothing is invented for it
    expect(game.textContent).toMatch(/Жүктелуде/);
  });

  it('refuses an address the app sends elsewhere rather than keep the wrong page', async () => {
    await expect(prerenderPages('en', ['/en/no-access'])).rejects.toThrow(/ended on \/en$/);
  });
});
