import { describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

describe('randomId', () => {
  it('gives 32 hex digits, different each time', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not need crypto.randomUUID, which insecure (http) origins lack', () => {
    const spy = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
    spy.mockRestore();
  });
});
