import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type AnyEventObject } from 'xstate';
import { createRefreshBridge } from './token-refresh.bridge';
import { ApiError } from '../../src/contract/failure';
import { tokenRefreshMachine } from './token-refresh.machine';
import { selectIsRefreshing, selectQueuedCount } from './token-refresh.select';
import { REFRESH_FAILED_MESSAGE } from './token-refresh.types';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function startRefresh(refresh: () => Promise<string>) {
  const log: string[] = [];
  let calls = 0;
  const machine = tokenRefreshMachine.provide({
    actors: { refreshToken: fromPromise(async () => (calls++, refresh())) },
    actions: {
      storeToken: (_, { token }) => log.push(`storeToken:${token}`),
      redirectToSso: (_, { link }) => log.push(`redirect:${link}`),
      clearSession: () => log.push('clearSession'),
    },
  });
  const actor = createActor(machine).start();
  const bridge = createRefreshBridge(actor);
  return { actor, bridge, log, calls: () => calls };
}

describe('tokenRefresh', () => {
  it('runs one refresh for 20 concurrent 401s and gives all of them the new token', async () => {
    const answer = deferred<string>();
    const { actor, bridge, log, calls } = startRefresh(() => answer.promise);
    const waiting = Array.from({ length: 20 }, () => bridge.refresh());
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    expect(selectQueuedCount(actor.getSnapshot())).toBe(20);
    answer.resolve('new-token');
    await expect(Promise.all(waiting)).resolves.toEqual(Array(20).fill('new-token'));
    expect(calls()).toBe(1);
    expect(log).toEqual(['storeToken:new-token']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectQueuedCount(actor.getSnapshot())).toBe(0);
  });

  it("rejects all 20 with 'Cant refresh token' and clears the session when the refresh fails", async () => {
    const answer = deferred<string>();
    const { bridge, log, calls } = startRefresh(() => answer.promise);
    const waiting = Array.from({ length: 20 }, () => bridge.refresh());
    answer.reject(new ApiError({ status: 500, code: 'server_error', message: 'boom', fields: {} }));
    const results = await Promise.allSettled(waiting);
    expect(results.every((r) => r.status === 'rejected' && r.reason.message === REFRESH_FAILED_MESSAGE)).toBe(
      true,
    );
    expect(REFRESH_FAILED_MESSAGE).toBe('Cant refresh token');
    expect(calls()).toBe(1);
    expect(log).toEqual(['clearSession']);
  });

  it('starts a new refresh for a 401 that comes after the previous one finished', async () => {
    const { bridge, calls } = startRefresh(async () => `t${Math.random()}`);
    await bridge.refresh();
    await bridge.refresh();
    expect(calls()).toBe(2);
  });

  it('redirects to the known SSO link when the refresh call itself answers 401', async () => {
    const { actor, bridge, log } = startRefresh(async () => {
      throw new ApiError({ status: 401, code: 'unauthenticated', message: 'no', fields: {} });
    });
    actor.send({ type: 'token.ssoLinkKnown', link: 'https://sso.test/s' });
    await expect(bridge.refresh()).rejects.toThrow(REFRESH_FAILED_MESSAGE);
    expect(log).toEqual(['clearSession', 'redirect:https://sso.test/s']);
  });

  it('only rejects on a 401 of the refresh call when no SSO link is known', async () => {
    const { bridge, log } = startRefresh(async () => {
      throw new ApiError({ status: 401, code: 'unauthenticated', message: 'no', fields: {} });
    });
    await expect(bridge.refresh()).rejects.toThrow(REFRESH_FAILED_MESSAGE);
    expect(log).toEqual(['clearSession']);
  });

  it('tells its parent the new token, so the realtime connection re-authenticates', async () => {
    const told: AnyEventObject[] = [];
    const machine = tokenRefreshMachine.provide({
      actors: { refreshToken: fromPromise(async () => 'renewed') },
      actions: { storeToken: () => {}, redirectToSso: () => {} },
    });
    const parent = setup({ actors: { tokenRefresh: machine } }).createMachine({
      invoke: { src: 'tokenRefresh', id: 'tokenRefresh' },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    });
    const child = createActor(parent).start().getSnapshot().children.tokenRefresh as ActorRefFrom<
      typeof machine
    >;
    await createRefreshBridge(child).refresh();
    expect(told).toEqual([{ type: 'token.changed', token: 'renewed' }]);
  });
});
