import { describe, expect, it } from 'vitest';
import { armReloadGuard, readReloadGuard } from './reload-guard';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('reload guard', () => {
  it('keeps the target for 10 s by default, then forgets it', () => {
    const store = memory();
    armReloadGuard(store, 'https://site.test/en/games/dice', 1_000);
    expect(readReloadGuard(store, 10_999)).toBe('https://site.test/en/games/dice');
    expect(readReloadGuard(store, 11_000)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('holds for the time it is given, and takes an unreadable value for no guard', () => {
    const store = memory();
    armReloadGuard(store, '/faq', 0, 2_000);
    expect(readReloadGuard(store, 2_500)).toBeNull();
    store.setItem('swReloadGuard', '{not json');
    expect(readReloadGuard(store, 0)).toBeNull();
    expect(readReloadGuard(memory(), 0)).toBeNull();
  });
});
