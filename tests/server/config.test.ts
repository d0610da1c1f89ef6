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
    expect(config.trustProxy).toBe(true);
    expect(config.mirrorHosts).toEqual(['mirror.example']);
  });
});
