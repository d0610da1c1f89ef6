import { describe, expect, it } from 'vitest';
import { retiredMirrorTarget } from './sso-flow';

describe('retiredMirrorTarget', () => {
  it('keeps path, query and fragment on the new domain', () => {
    expect(retiredMirrorTarget('https://old.test/en/casino?tab=new#top', 'https://new.test')).toBe(
      'https://new.test/en/casino?tab=new#top',
    );
    expect(retiredMirrorTarget('https://old.test/en?no_sso', 'https://new.test')).toBe(
      'https://new.test/en?no_sso',
    );
  });

  it('never leaves for another host, whatever the path looks like', () => {
    expect(new URL(retiredMirrorTarget('https://old.test//evil.example/x', 'https://new.test')).host).toBe(
      'new.test',
    );
  });

  it('drops a one-time SSO code, which belongs to the old domain', () => {
    expect(retiredMirrorTarget('https://old.test/?sso_code=secret&a=1', 'https://new.test')).toBe(
      'https://new.test/?a=1',
    );
  });
});
