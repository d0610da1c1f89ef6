import { describe, expect, it, vi } from 'vitest';
import { createMiddlewareChain, UnknownMiddlewareError, type Middleware } from './middleware-chain';

const proceed: Middleware = async () => ({ kind: 'proceed' });
const step = { path: '/casino', href: 'https://site.test/casino' };

describe('middleware chain', () => {
  it('runs the steps in order and stops at the first redirect', async () => {
    const later = vi.fn(proceed);
    const chain = createMiddlewareChain({
      first: proceed,
      redirect: async () => ({ kind: 'internal', target: '/sport' }),
      later,
    });
    await expect(chain({ ...step, middleware: ['first', 'redirect', 'later'] })).resolves.toEqual({
      kind: 'internal',
      target: '/sport',
    });
    expect(later).not.toHaveBeenCalled();
  });

  it('lets the navigation proceed when no step redirects', async () => {
    const chain = createMiddlewareChain({ a: proceed, b: proceed });
    await expect(chain({ ...step, middleware: ['a', 'b'] })).resolves.toEqual({ kind: 'proceed' });
  });

  it('refuses an unknown middleware name before running any step', async () => {
    const a = vi.fn(proceed);
    const chain = createMiddlewareChain({ a });
    await expect(chain({ ...step, middleware: ['a', 'toString'] })).rejects.toBeInstanceOf(
      UnknownMiddlewareError,
    );
    expect(a).not.toHaveBeenCalled();
  });
});
