import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../src/server/http/log-url';

describe('loggableUrl', () => {
  it('hides one-time SSO codes and keeps the rest', () => {
    expect(loggableUrl('/sso/establish?code=abc&url=http%3A%2F%2Fa.test%2F')).toBe(
      '/sso/establish?code=%5Bredacted%5D&url=http%3A%2F%2Fa.test%2F',
    );
    expect(loggableUrl('/en?sso_code=abc')).toBe('/en?sso_code=%5Bredacted%5D');
  });

  it('leaves other URLs exactly as they are', () => {
    expect(loggableUrl('/api/v2/billing/data?currency=RUB')).toBe('/api/v2/billing/data?currency=RUB');
    expect(loggableUrl('/games')).toBe('/games');
  });
});
