import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { ssoMachine } from './sso.machine';
import { selectIsSsoSettled, type SsoSnapshot } from './sso.select';
import { ssoInput } from './sso.fixtures';
import type { SsoInput, SsoMirror, SsoTrackingInput } from './sso.types';

const guest = ssoInput();
const SSO = 'https://sso.test/sso/authorize';
const withSso: SsoMirror = { sso: SSO, redirect: null };

/** The flow with recorded effects, beside a stand-in session (systemId `session`) that records what it gets. */
function run(
  input: Partial<SsoInput>,
  options: { mirror?: SsoMirror | Error; exchange?: string | Error } = {},
) {
  const calls: string[] = [];
  const tracked: SsoTrackingInput[] = [];
  const sessionEvents: unknown[] = [];
  const loadMirror = vi.fn(async () => {
    const m = options.mirror ?? withSso;
    if (m instanceof Error) throw m;
    return m;
  });
  const flow = ssoMachine.provide({
    actors: {
      loadMirror: fromPromise(loadMirror),
      exchangeCode: fromPromise(async ({ input: { code } }: { input: { code: string } }) => {
        const e = options.exchange ?? 'tok-b';
        if (e instanceof Error) throw e;
        calls.push(`exchange:${code}`);
        return { token: e };
      }),
      track: fromPromise(async ({ input: t }: { input: SsoTrackingInput }) => {
        tracked.push(t);
      }),
    },
    actions: {
      followRetiredMirror: (_, p) => calls.push(`follow:${p.newLink}`),
      markRedirected: () => calls.push('markRedirected'),
      clearRedirected: () => calls.push('clearRedirected'),
      storeSessionId: (_, p) => calls.push(`storeSessionId:${p.sessionId}`),
      forgetSessionId: () => calls.push('forgetSessionId'),
      goToSso: (_, p) => calls.push(`goToSso:${p.link}`),
      removeSsoCode: () => calls.push('removeSsoCode'),
      logFailure: (_, p) => calls.push(`log:${p.what}`),
    },
  });
  const session = createMachine({ on: { '*': { actions: ({ event }) => sessionEvents.push(event) } } });
  const host = setup({ actors: { sso: flow, session } }).createMachine({
    invoke: [
      { src: 'session', id: 'session', systemId: 'session' },
      { src: 'sso', id: 'sso', systemId: 'sso', input: { ...guest, ...input } },
    ],
  });
  const actor = createActor(host).start();
  const sso = () => actor.getSnapshot().children.sso!;
  const settle = () => waitFor(sso(), (s) => (s as SsoSnapshot).status === 'done', { timeout: 1000 });
  return { calls, tracked, sessionEvents, loadMirror, sso, settle };
}

describe('sso', () => {
  it('sends a guest with no token to the SSO address once: cookie, session id, ssoAvailabilityCreate, then away', async () => {
    const t = run({});
    await t.settle();
    expect(t.calls).toEqual(['markRedirected', 'storeSessionId:visit-0001', `goToSso:${SSO}`]);
    expect(t.tracked).toEqual([{ name: 'ssoAvailabilityCreate', sessionId: 'visit-0001' }]);
    expect(selectIsSsoSettled(t.sso().getSnapshot() as SsoSnapshot)).toBe(false);
  });

  it.each([
    ['no_sso in the query', { noSso: true }],
    ['a stored token', { hasToken: true }],
    ['development', { isDevelopment: true }],
  ])('does not redirect with %s, and shows the interface', async (_, input) => {
    const t = run(input);
    await t.settle();
    expect(t.calls).toEqual([]);
    expect(t.tracked).toEqual([]);
    expect(selectIsSsoSettled(t.sso().getSnapshot() as SsoSnapshot)).toBe(true);
  });

  it('does not redirect when the mirror has no SSO address', async () => {
    const t = run({}, { mirror: { sso: null, redirect: null } });
    await t.settle();
    expect(t.calls).toEqual([]);
  });

  it('never sends a bot to the SSO host', async () => {
    const t = run({ isBot: true });
    await t.settle();
    expect(t.calls).toEqual([]);
    expect(t.tracked).toEqual([]);
    expect(selectIsSsoSettled(t.sso().getSnapshot() as SsoSnapshot)).toBe(true);
  });

  it('still sends a bot on from a retired mirror: crawlers need that redirect most', async () => {
    const t = run(
      { isBot: true },
      { mirror: { sso: SSO, redirect: { newLink: 'https://c.test', oldDomain: 'b.test' } } },
    );
    await t.settle();
    expect(t.calls).toEqual(['follow:https://c.test']);
  });

  it('takes a code out of the address even when it is not exchanged (a token is stored already)', async () => {
    const t = run({ returnedFromSso: true, ssoCode: 'code-1', hasToken: true });
    await t.settle();
    expect(t.calls).toEqual(['clearRedirected', 'removeSsoCode']);
    expect(t.sessionEvents).toEqual([]);
  });

  it('on return clears the cookie, exchanges the code, signs the session in, then reports the round trip', async () => {
    const t = run({ returnedFromSso: true, ssoCode: 'code-1', storedSessionId: 'visit-0000' });
    await t.settle();
    expect(t.calls).toEqual(['clearRedirected', 'removeSsoCode', 'exchange:code-1', 'forgetSessionId']);
    expect(t.sessionEvents).toContainEqual({ type: 'session.ssoSignedIn', token: 'tok-b' });
    expect(t.tracked).toEqual([
      { name: 'ssoAvailabilityFinish', sessionId: 'visit-0000', mirror: 'mirror-b.test' },
    ]);
  });

  it('on return without a code (not signed in elsewhere) shows the interface as a guest and does not go again', async () => {
    const t = run({ returnedFromSso: true, storedSessionId: 'visit-0000' });
    await t.settle();
    expect(t.calls).toEqual(['clearRedirected', 'removeSsoCode', 'forgetSessionId']);
    expect(t.sessionEvents).toEqual([]);
  });

  it('a refused code leaves a guest, logged, with the code taken out of the address', async () => {
    const t = run({ returnedFromSso: true, ssoCode: 'spent' }, { exchange: new Error('422') });
    await t.settle();
    expect(t.calls).toEqual(['clearRedirected', 'removeSsoCode', 'log:sso exchange']);
    expect(t.sessionEvents).toEqual([]);
  });

  it('follows a retired mirror to its new link and does nothing else', async () => {
    const t = run({}, { mirror: { sso: SSO, redirect: { newLink: 'https://c.test', oldDomain: 'b.test' } } });
    await t.settle();
    expect(t.calls).toEqual(['follow:https://c.test']);
  });

  it('logs a failed mirror configuration and shows the interface (SPEC §8)', async () => {
    const t = run({}, { mirror: new Error('offline') });
    await t.settle();
    expect(t.calls).toEqual(['log:mirror']);
    expect(selectIsSsoSettled(t.sso().getSnapshot() as SsoSnapshot)).toBe(true);
  });
});
