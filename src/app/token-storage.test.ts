// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenStore } from './token-storage';

afterEach(() => vi.restoreAllMocks());

describe('cookieTokenStore', () => {
  it('keeps the token in the `token` cookie for 30 days, SameSite=Lax, on the whole site', () => {
    const set = vi.spyOn(Cookies, 'set');
    const store = cookieTokenStore();
    store.set('abc');
    expect(set).toHaveBeenCalledWith(
      'token',
      'abc',
      expect.objectContaining({ expires: 30, sameSite: 'Lax', path: '/' }),
    );
    expect(document.cookie).toContain('token=abc');
    expect(store.get()).toBe('abc');
  });

  it('clears the token', () => {
    const store = cookieTokenStore();
    store.set('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
