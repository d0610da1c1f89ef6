import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      env: 'development',
      defaultCountry: 'RU',
      accessTokenTtl: 900,
    });
    expect(config.siteHosts).toContain('localhost');
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BLOCKED_COUNTRIES: 'us', JWT_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'BLOCKED_COUNTRIES', 'JWT_SECRET'])
      expect(problems).toContain(name);
  });

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required/);
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      BLOCKED_COUNTRIES: 'US, GB',
      TRUST_PROXY: '1',
      MIRROR_HOSTS: 'Mirror.example',
    });
    expect(config.blockedCountries).toEqual(['US', 'GB']);
    expect(config.trustProxy).toEqual({ hops: 1 });
    expect(config.mirrorHosts).toEqual(['mirror.example']);
  });
});

describe('SITE_URL', () => {
  it('defaults to the first site host: https in production, else http on the port', () => {
    expect(loadConfig({ SITE_HOSTS: 'casino.test,mirror.test', PORT: '8181' }).siteUrl).toBe(
      'http://casino.test:8181',
    );
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_SANDBOX_IN_PRODUCTION: '1',
    };
    expect(loadConfig({ ...production, SITE_HOSTS: 'casino.com' }).siteUrl).toBe('https://casino.com');
    expect(loadConfig({ SITE_HOSTS: 'casino.test', SITE_URL: 'https://www.casino.test/' }).siteUrl).toBe(
      'https://www.casino.test',
    );
  });

  it.each([
    ['a path', 'https://casino.test/en', /SITE_URL: must be an origin only/],
    ['a query', 'https://casino.test/?a=1', /SITE_URL: must be an origin only/],
    ['credentials', 'https://user:pw@casino.test', /SITE_URL: must be an origin only/],
    ['a host that is not ours', 'https://evil.example', /SITE_URL: its host must be one of SITE_HOSTS/],
    ['another scheme', 'ftp://casino.test', /SITE_URL: must be an http\(s\) origin/],
  ])('refuses %s', (_what, value, problem) => {
    expect(() => loadConfig({ SITE_HOSTS: 'casino.test', SITE_URL: value })).toThrow(problem);
  });

  it('refuses plain http in production: reset links carry tokens', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_SANDBOX_IN_PRODUCTION: '1',
    };
    expect(() =>
      loadConfig({ ...production, SITE_HOSTS: 'casino.com', SITE_URL: 'http://casino.com' }),
    ).toThrow(/SITE_URL: must be https when NODE_ENV=production/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.0/8, 127.0.0.1', { addresses: ['10.0.0.0/8', '127.0.0.1'] }],
    ['fd00::/8,::1,loopback', { addresses: ['fd00::/8', '::1', 'loopback'] }],
  ])('reads %j as %j', (value, trust) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal', '1.2.3', '99'])(
    'refuses %j instead of trusting every hop or guessing',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: give the number of proxies/);
    },
  );
});
