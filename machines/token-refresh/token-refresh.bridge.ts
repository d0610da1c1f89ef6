import type { ActorRefFrom } from 'xstate';
import type { tokenRefreshMachine } from './token-refresh.machine';

/** The part of the tokenRefresh actor the bridge needs: send a 401, hear the answers. */
export type TokenRefreshPort = Pick<ActorRefFrom<typeof tokenRefreshMachine>, 'send' | 'on'>;

/** Turns the tokenRefresh machine into a promise: `refresh()` resolves the new token or rejects. */
export interface RefreshBridge {
  refresh(): Promise<string>;
  dispose(): void;
}

/** Bridges HTTP-client 401s to the tokenRefresh actor (ids in `request.unauthorized`, answers by emitted events). */
export function createRefreshBridge(actor: TokenRefreshPort): RefreshBridge {
  const waiting = new Map<string, { resolve(token: string): void; reject(error: Error): void }>();
  let next = 0;
  const refreshed = actor.on('token.refreshed', ({ ids, token }) => {
    for (const id of ids) waiting.get(id)?.resolve(token);
    for (const id of ids) waiting.delete(id);
  });
  const failed = actor.on('token.refreshFailed', ({ ids, message }) => {
    for (const id of ids) waiting.get(id)?.reject(new Error(message));
    for (const id of ids) waiting.delete(id);
  });
  return {
    refresh() {
      const id = `r${++next}`;
      const answer = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }));
      actor.send({ type: 'request.unauthorized', id });
      return answer;
    },
    dispose() {
      refreshed.unsubscribe();
      failed.unsubscribe();
    },
  };
}
