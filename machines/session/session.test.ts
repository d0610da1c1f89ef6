import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type ActorRefFrom, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import type { ProfileAnswer } from '../../src/contract/profile';
import { makeProfile } from './session.fixtures';
import { sessionMachine } from './session.machine';
import { selectAuthError, selectBalance, selectIsAuthenticated, selectUser } from './session.select';
import type { AuthAnswer, LoginCredentials, RegisterForm } from './session.types';
import type { BalanceChangedEvent } from '../realtime/realtime.types';

interface Fakes {
  login?: (c: LoginCredentials) => Promise<AuthAnswer>;
  register?: (f: RegisterForm) => Promise<AuthAnswer>;
  fetchUser?: () => Promise<ProfileAnswer>;
  logout?: () => Promise<void>;
}

function startSession(fakes: Fakes = {}, input = { hasToken: false, isDevelopment: false }) {
  const log: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input: c }) => {
        log.push(`login:${c.kind}`);
        return (fakes.login ?? (async () => ({ token: 'tok', sso: null })))(c);
      }),
      register: fromPromise(async ({ input: f }) => {
        log.push(`register:${f.kind}`);
        return (fakes.register ?? (async () => ({ token: 'reg-tok', sso: null })))(f);
      }),
      fetchUser: fromPromise(async () => {
        log.push('fetchUser');
        return (fakes.fetchUser ?? (async () => makeProfile()))();
      }),
      logout: fromPromise(async () => {
        log.push('logout');
        return (fakes.logout ?? (async () => undefined))();
      }),
    },
    actions: {
      storeToken: (_, { token }) => log.push(`storeToken:${token}`),
      clearToken: () => log.push('clearToken'),
      identifyAnalytics: (_, { userId }) => log.push(`identify:${userId}`),
      clearAnalyticsIdentity: () => log.push('clearAnalyticsIdentity'),
      redirectToSso: (_, { link }) => log.push(`redirect:${link}`),
      reportAuthFailure: (_, { failure }) => log.push(`reportAuthFailure:${failure.code}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, log, machine };
}

/** The session under a parent that writes down what the session tells it, as the app would hear it. */
function startUnderParent(fakes: Fakes = {}, input = { hasToken: false, isDevelopment: false }) {
  const { machine, log } = startSession(fakes, input);
  const told: AnyEventObject[] = [];
  const parent = setup({ actors: { session: machine } }).createMachine({
    invoke: { src: 'session', id: 'session', input },
    on: { '*': { actions: ({ event }) => told.push(event) } },
  });
  const app = createActor(parent).start();
  const actor = app.getSnapshot().children.session as ActorRefFrom<typeof machine>;
  return { actor, log, told };
}

const balances = (over: Partial<BalanceChangedEvent> = {}): BalanceChangedEvent => ({
  type: 'balance.changed',
  userId: 7,
  currency: 'RUB',
  balance: 150,
  bonus_balance: 20,
  total_balance: 170,
  ...over,
});

const emailLogin = { kind: 'emailPassword', email: 'a@b.test', password: 'secret1' } as const;

describe('session', () => {
  it('restores the session from a stored token by fetching the user', async () => {
    const { actor, log } = startSession({}, { hasToken: true, isDevelopment: false });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(log).toEqual(['fetchUser', 'identify:7']);
    expect(selectUser(actor.getSnapshot())?.id).toBe(7);
  });

  it('stays a guest without a stored token and fetches nothing', () => {
    const { actor, log } = startSession();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(log).toEqual([]);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
  });

  it('stores the token after login, then fetches the user', async () => {
    const { actor, log } = startSession({
      fetchUser: async () => makeProfile({ user: { ...makeProfile().user, balance: 1500 } }),
    });
    actor.send({ type: 'session.login', credentials: emailLogin });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(log).toEqual(['login:emailPassword', 'storeToken:tok', 'fetchUser', 'identify:7']);
    expect(selectBalance(actor.getSnapshot())).toBe(1500);
  });

  it.each(['emailCode', 'phonePassword', 'phoneCode'] as const)(
    'passes %s credentials to the login port',
    async (kind) => {
      const seen: LoginCredentials[] = [];
      const { actor } = startSession({ login: async (c) => (seen.push(c), { token: 't', sso: null }) });
      const credentials =
        kind === 'emailCode'
          ? { kind, email: 'a@b.test', code: '123456' }
          : kind === 'phonePassword'
            ? { kind, phone: '+79990001122', password: 'x' }
            : { kind, phone: '+79990001122', code: '123456' };
      actor.send({ type: 'session.login', credentials });
      await waitFor(actor, (s) => s.matches('authenticated'));
      expect(seen).toEqual([credentials]);
    },
  );

  it('redirects to the SSO link outside development after login', async () => {
    const { actor, log } = startSession({ login: async () => ({ token: 'tok', sso: 'https://sso.test/s' }) });
    actor.send({ type: 'session.login', credentials: emailLogin });
    await waitFor(actor, (s) => s.matches('redirectingToSso'));
    expect(log).toContain('redirect:https://sso.test/s');
    expect(log.indexOf('storeToken:tok')).toBeLessThan(log.indexOf('redirect:https://sso.test/s'));
  });

  it('does not redirect to SSO in development', async () => {
    const { actor, log } = startSession(
      { login: async () => ({ token: 'tok', sso: 'https://sso.test/s' }) },
      { hasToken: false, isDevelopment: true },
    );
    actor.send({ type: 'session.login', credentials: emailLogin });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(log.some((l) => l.startsWith('redirect:'))).toBe(false);
  });

  it('keeps the error code and field errors of a failed login for the view', async () => {
    const failure = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'Invalid',
      fields: { email: ['email_invalid: Bad email'] },
    });
    const { actor, log } = startSession({ login: async () => Promise.reject(failure) });
    actor.send({ type: 'session.login', credentials: emailLogin });
    await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(selectAuthError(actor.getSnapshot())).toEqual({
      code: 'validation_failed',
      fields: { email: ['email_invalid: Bad email'] },
    });
    expect(log).toContain('reportAuthFailure:validation_failed');
    expect(log).not.toContain('storeToken:tok');
    actor.send({ type: 'session.errorDismissed' });
    expect(selectAuthError(actor.getSnapshot())).toBeNull();
  });

  it('registers by email, stores the token and fetches the user', async () => {
    const { actor, log } = startSession();
    actor.send({
      type: 'session.register',
      form: { kind: 'email', email: 'n@b.test', password: 'abc12345' },
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(log).toEqual(['register:email', 'storeToken:reg-tok', 'fetchUser', 'identify:7']);
  });

  it('clears the session when the user fetch after login fails', async () => {
    const { actor, log } = startSession({ fetchUser: async () => Promise.reject(new Error('500')) });
    actor.send({ type: 'session.login', credentials: emailLogin });
    await waitFor(actor, (s) => s.matches('anonymous') && log.includes('clearToken'));
    expect(log).toEqual([
      'login:emailPassword',
      'storeToken:tok',
      'fetchUser',
      'clearToken',
      'clearAnalyticsIdentity',
    ]);
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });

  it('clears token and analytics identity on logout even when the call fails', async () => {
    const { actor, log } = startSession(
      { logout: async () => Promise.reject(new Error('offline')) },
      {
        hasToken: true,
        isDevelopment: false,
      },
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(log.slice(-3)).toEqual(['logout', 'clearToken', 'clearAnalyticsIdentity']);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
  });

  it('stores the fresh token the profile answer carries', async () => {
    const { actor, log } = startSession(
      { fetchUser: async () => makeProfile({ fresh_token: 'fresh' }) },
      {
        hasToken: true,
        isDevelopment: false,
      },
    );
    await waitFor(actor, (s) => s.matches('authenticated') && log.includes('storeToken:fresh'));
    expect(log).toContain('storeToken:fresh');
  });

  it('merges a user patch after a settings change and re-reads the user without one', async () => {
    let locale: 'ru' | 'en' = 'ru';
    const { actor, log } = startSession(
      { fetchUser: async () => makeProfile({ user: { ...makeProfile().user, locale } }) },
      { hasToken: true, isDevelopment: false },
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.userUpdated', user: { is_avatar_hidden: true } });
    expect(selectUser(actor.getSnapshot())?.is_avatar_hidden).toBe(true);
    locale = 'en';
    actor.send({ type: 'session.userUpdated' });
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) && s.context.user?.locale === 'en');
    expect(log.filter((l) => l === 'fetchUser')).toHaveLength(2);
  });

  it('keeps the player signed in when a re-read of the user fails (a dropped connection is not a logout)', async () => {
    let reads = 0;
    const { actor, log } = startSession(
      {
        fetchUser: async () => {
          if (++reads > 1) throw new Error('Request timed out');
          return makeProfile();
        },
      },
      { hasToken: true, isDevelopment: false },
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.userUpdated' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) && reads === 2);
    expect(selectUser(actor.getSnapshot())?.id).toBe(makeProfile().user.id);
    expect(log).not.toContain('clearToken');
  });

  it('clears the session when token refresh reports it expired', async () => {
    const { actor, log } = startSession({}, { hasToken: true, isDevelopment: false });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(log.slice(-2)).toEqual(['clearToken', 'clearAnalyticsIdentity']);
  });

  it('clears a stored token that no longer gives a user', async () => {
    const { actor, log } = startSession(
      { fetchUser: async () => Promise.reject(new Error('401')) },
      {
        hasToken: true,
        isDevelopment: false,
      },
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(log).toEqual(['fetchUser', 'clearToken', 'clearAnalyticsIdentity']);
  });

  it("takes the balances the hub pushes for its player in the player's currency, and nobody else's", async () => {
    const { actor } = startSession({}, { hasToken: true, isDevelopment: false });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send(balances({ userId: 8, balance: 1 }));
    actor.send(balances({ currency: 'USD', balance: 2 }));
    expect(selectBalance(actor.getSnapshot())).toBe(0);
    actor.send(balances());
    const user = selectUser(actor.getSnapshot());
    expect([user?.balance, user?.bonus_balance, user?.total_balance, user?.bonus]).toEqual([150, 20, 170, 0]);
  });

  it('ignores pushed balances while nobody is logged in', () => {
    const { actor } = startSession();
    actor.send(balances());
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });

  it('tells its parent each token it stores and that it cleared the token', async () => {
    const { actor, told } = startUnderParent({
      fetchUser: async () => makeProfile({ fresh_token: 'fresh' }),
    });
    actor.send({ type: 'session.login', credentials: emailLogin });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(told.filter((e) => e.type === 'token.changed').map((e) => e.token)).toEqual([
      'tok',
      'fresh',
      null,
    ]);
  });
});
