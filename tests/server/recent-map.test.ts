import { describe, expect, it } from 'vitest';
import { recentMap } from '../../src/server/cache/recent-map';

describe('recentMap', () => {
  it('keeps at most its size, dropping the oldest it took, and answers what it keeps', () => {
    const map = recentMap<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) expect(map.set(key, i)).toBe(i);
    expect(map.size).toBe(3);
    expect(map.get('a')).toBeUndefined();
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([1, 2, 3]);
    // a key kept already is replaced in place and pushes nothing out
    map.set('b', 10);
    expect(map.size).toBe(3);
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([10, 2, 3]);
    expect(map.delete('c')).toBe(true);
    map.set('e', 4);
    expect([map.get('b'), map.get('d'), map.get('e')]).toEqual([10, 3, 4]);
  });
});
