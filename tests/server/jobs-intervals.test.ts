import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { JOB_EVERY } from '../../src/server/schedule/catalogue';
import { formatDuration, parseDuration, parseJobIntervals } from '../../src/server/schedule/intervals';
import { defineJob } from '../../src/server/jobs/job';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('job intervals', () => {
  it('reads durations in ms, s, m and h, and writes them back in the largest whole unit', () => {
    expect(['250ms', '5s', '10m', '1h', ' 2s '].map(parseDuration)).toEqual([
      250, 5_000, 600_000, 3_600_000, 2_000,
    ]);
    expect(['5', '1d', '1.5s', '-5s', 's', ''].map(parseDuration)).toEqual(Array(6).fill(undefined));
    expect([250, 5_000, 90_000, 3_600_000, 1_500].map(formatDuration)).toEqual([
      '250ms',
      '5s',
      '90s',
      '1h',
      '1500ms',
    ]);
  });

  it('JOB_INTERVALS overrides the intervals of the jobs it names', () => {
    expect(loadConfig({ JOB_INTERVALS: 'invoice-expiry=5s, vip-rewards=2h' }).jobIntervals).toEqual({
      'invoice-expiry': 5_000,
      'vip-rewards': 7_200_000,
    });
    expect(loadConfig({}).jobIntervals).toEqual({});
  });

  it('names JOB_INTERVALS for each bad entry: malformed, unknown job, twice, too short', () => {
    const problems = problemsOf({
      JOB_INTERVALS: 'invoice-expiri=5s,vip-rewards=1d,bonus-expiry=5s,bonus-expiry=6s,sso-code-sweep=50ms,x',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^JOB_INTERVALS: "invoice-expiri" is not a job; the jobs are invoice-expiry, /),
      expect.stringMatching(/^JOB_INTERVALS: "vip-rewards=1d" is not job=interval/),
      'JOB_INTERVALS: "bonus-expiry" is given twice',
      'JOB_INTERVALS: "sso-code-sweep=50ms" is shorter than 100ms',
      expect.stringMatching(/^JOB_INTERVALS: "x" is not job=interval/),
    ]);
  });

  it('checks names against the given catalogue; the product job names stay, as they key their schedules', () => {
    expect(parseJobIntervals('a=1s,b=2m', ['a', 'b'])).toEqual({
      intervals: { a: 1_000, b: 120_000 },
      problems: [],
    });
    expect(Object.keys(JOB_EVERY)).toEqual([
      'invoice-expiry',
      'free-spin-expiry',
      'bonus-expiry',
      'sso-code-sweep',
      'vip-rewards',
      'throttle-prune',
    ]);
  });

  it('refuses a job with a name or timing it could not be scheduled by', () => {
    const run = async () => {};
    expect(() => defineJob({ name: 'Invoice expiry', every: 1_000, run })).toThrow(/kebab-case/);
    expect(() => defineJob({ name: 'sweep', every: 50, run })).toThrow(/at least 100/);
    expect(() => defineJob({ name: 'sweep', every: 1.5e3 + 0.5, run })).toThrow(/whole number/);
    expect(() => defineJob({ name: 'sweep', every: 1_000, firstRunAfter: -1, run })).toThrow(/firstRunAfter/);
    expect(defineJob({ name: 'sweep', every: 1_000, run }).name).toBe('sweep');
  });
});
