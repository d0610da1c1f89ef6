import { describe, expect, it } from 'vitest';
import { acceptLanguage, apiBase } from './base';

describe('apiBase', () => {
  it('uses the api. subdomain of the host without www in production', () => {
    expect(apiBase({ hostname: 'www.casino.test', protocol: 'https:', port: '', isProduction: true })).toBe(
      'https://api.casino.test',
    );
  });

  it('keeps the port', () => {
    expect(apiBase({ hostname: 'casino.test', protocol: 'http:', port: '8080', isProduction: true })).toBe(
      'http://api.casino.test:8080',
    );
  });

  it('ignores the configured address in production', () => {
    expect(
      apiBase({
        hostname: 'mirror.test',
        protocol: 'https:',
        port: '',
        isProduction: true,
        configured: 'http://x',
      }),
    ).toBe('https://api.mirror.test');
  });

  it('uses the configured address in development', () => {
    expect(
      apiBase({
        hostname: 'localhost',
        protocol: 'http:',
        port: '5173',
        isProduction: false,
        configured: 'http://api.localhost:3000',
      }),
    ).toBe('http://api.localhost:3000');
  });

  it('falls back to the api. rule in development without a configured address', () => {
    expect(
      apiBase({ hostname: 'casino.localhost', protocol: 'http:', port: '3000', isProduction: false }),
    ).toBe('http://api.casino.localhost:3000');
  });
});

describe('acceptLanguage', () => {
  it.each([
    ['br', 'pt-BR'],
    ['en', 'en-US'],
    ['ru', 'ru-RU'],
    ['kz', 'kk-KZ'],
    ['xx', 'en-US'],
  ])('maps %s to %s', (locale, tag) => {
    expect(acceptLanguage(locale)).toBe(tag);
  });
});
