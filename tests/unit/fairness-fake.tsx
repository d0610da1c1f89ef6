import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { AppProvider, type AppRuntime } from '../../src/app';
import type { SeedsAnswer } from '../../src/contract/fair';
import type { Bet } from '../../src/contract/games/bets';
import { i18n } from '../../src/i18n/i18n';
import { createAppRouter } from '../../src/router';
import type { FakeAnswer, SeenRequest } from './cashier-fake';

/** 32 server-seed bytes made from a label, so a test names its seeds. */
export const seedBytes = (label: string) => createHash('sha256').update(label).digest();

/** SHA-256 of seed bytes, hex: the commitment shown before play. */
export const commitmentOf = (seed: Uint8Array) => createHash('sha256').update(seed).digest('hex');

/** The fake fairness server's state: the active pair, the last revealed one and the player's bets. */
export interface FairState {
  active: { seed: Buffer; clientSeed: string; nonce: number };
  previous: SeedsAnswer['previous'];
  /** Each bet with the seed that decided it, revealed once that seed is no longer the active one. */
  bets: Array<{ bet: Bet; seed: Buffer }>;
  /** A round played in steps is open: rotations are refused with 409 round_open. */
  roundOpen: boolean;
  /** The seed the next rotation starts. */
  nextSeed: Buffer;
}

const seedsOf = (state: FairState): SeedsAnswer => ({
  active: {
    server_seed_hash: commitmentOf(state.active.seed),
    client_seed: state.active.clientSeed,
    nonce: state.active.nonce,
  },
  previous: state.previous,
});

/**
 * The seed and bet calls as the server answers them: the pairs, a rotation that reveals the active seed (or 409
 * while a round is open), and one bet with its server seed once revealed.
 */
export function fairServer(state: FairState) {
  return (request: SeenRequest): FakeAnswer | undefined => {
    if (request.path === '/api/v2/fair/seeds') return { status: 200, body: seedsOf(state) };
    if (request.path === '/api/v2/fair/seeds/rotate' && request.method === 'POST') {
      if (state.roundOpen)
        return {
          status: 409,
          body: { message: 'Finish the round you are playing before changing seeds.', code: 'round_open' },
        };
      const { client_seed } = request.body as { client_seed?: string };
      state.previous = {
        server_seed: state.active.seed.toString('hex'),
        server_seed_hash: commitmentOf(state.active.seed),
        client_seed: state.active.clientSeed,
        bets: state.active.nonce,
        revealed_at: '2026-03-01T10:00:00.000Z',
      };
      state.active = { seed: state.nextSeed, clientSeed: client_seed ?? state.active.clientSeed, nonce: 0 };
      return { status: 200, body: seedsOf(state) };
    }
    const one = /^\/api\/v2\/games\/bets\/(\d+)$/.exec(request.path);
    if (one) {
      const found = state.bets.find((b) => b.bet.id === Number(one[1]));
      if (!found) return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
      const revealed = !found.seed.equals(state.active.seed);
      return {
        status: 200,
        body: { bet: found.bet, server_seed: revealed ? found.seed.toString('hex') : null },
      };
    }
    return undefined;
  };
}

/** The whole site at `path` with the app's game services. */
export async function openPage(app: AppRuntime, path: string) {
  const router = createAppRouter({
    context: { app },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} games={app.games}>
        <RouterProvider router={router} />
      </AppProvider>
    </I18nProvider>,
  );
  return router;
}

/** The requests of one method and path. */
export const requests = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path === path);
