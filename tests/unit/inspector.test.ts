import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { makeProfile, makeUser } from '../../machines/session/session.fixtures';
import { makeBilling, makeInvoice } from '../../machines/pay-in/pay-in.fixtures';
import {
  payInIntents,
  selectShownInvoice,
  sessionIntents,
  waitForAppState,
  type AppRuntime,
} from '../../src/app';
import { INSPECTOR_SANITIZERS } from '../../src/app/inspect/sanitize';
import { testRuntime } from './test-runtime';

const PASSWORD = 'Secret-Pass-123';
const TOKEN = 'tok.SECRET.access';
const EMAIL = 'player-secret@example.test';
const PHONE = '+79990001122';
const CARD = '4000009876543210';
const PAYEE_PHONE = '+79995554433';
const WALLET = 'TSecretWalletAddress0000000000000';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: geo, registration and the profile of a player with personal data. */
const fakeFetch: typeof fetch = async (input) => {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  if (path === '/geo_ip') return json({ data: { ip: '10.1.2.3', country_code: 'KZ' } });
  if (path === '/api/v2/auth/register/email') return json({ token: TOKEN });
  if (path === '/profile/user') {
    return json(makeProfile({ user: makeUser({ email: EMAIL, phone: PHONE, name: 'Secret Name' }) }));
  }
  if (path === '/api/v2/billing/data') return json(makeBilling());
  if (path === '/api/v2/billing/invoices') {
    return json(
      makeInvoice({
        card: { card_number: CARD, phone_number: PAYEE_PHONE },
        crypto: { address: WALLET, network: 'TRC20', coin: 'USDT' },
      }),
      201,
    );
  }
  return json({ message: 'Not found.', code: 'not_found' }, 404);
};

/** The app as main.tsx builds it, inspected through the real Stately inspector with a collecting adapter. */
function inspectedApp() {
  const sent: StatelyInspectionEvent[] = [];
  const inspector = createInspector(
    { start: () => {}, stop: () => {}, send: (event) => void sent.push(event) },
    INSPECTOR_SANITIZERS,
  );
  const runtime = testRuntime({ fetch: fakeFetch, inspect: (event) => inspector.inspect.next?.(event) });
  return { runtime, sent };
}

describe('inspection stream', () => {
  it('carries events of the root and every child actor', async () => {
    const { runtime, sent } = inspectedApp();
    await waitFor(
      runtime.actor.getSnapshot().children.geo!,
      (s) => s.status === 'active' && s.value === 'allowed',
    );
    const children = runtime.actor.getSnapshot().children;
    await vi.waitFor(() => {
      const sessions = new Set(sent.map((e) => e.sessionId));
      expect(sessions).toContain(runtime.actor.sessionId);
      for (const name of ['session', 'tokenRefresh', 'geo', 'modals'] as const) {
        expect(sessions, name).toContain(children[name]!.sessionId);
      }
    });
    runtime.dispose();
  });

  it('contains no token, password or personal data after a registration', async () => {
    const { runtime, sent } = inspectedApp();
    sessionIntents(runtime.actor).registerByEmail({ email: EMAIL, password: PASSWORD, currency: 'RUB' });
    const session = runtime.actor.getSnapshot().children.session!;
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(token(runtime)).toBe(TOKEN);
    // the inspector hands events over in idle callbacks
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('session.authenticated'));
    const stream = JSON.stringify(sent);
    expect(stream).toContain('session.register');
    for (const secret of [PASSWORD, TOKEN, EMAIL, PHONE, 'Secret Name', '10.1.2.3']) {
      expect(stream, secret).not.toContain(secret);
    }
    runtime.dispose();
  });
});

describe('inspection stream of a deposit', () => {
  it('contains no card number, payee phone or wallet address of an invoice', async () => {
    const { runtime, sent } = inspectedApp();
    sessionIntents(runtime.actor).registerByEmail({ email: EMAIL, password: PASSWORD, currency: 'RUB' });
    await waitForAppState(runtime.actor, (s) => s.payIn?.matches('choosingMethod') === true);
    const payIn = payInIntents(runtime.actor);
    payIn.selectMethod('card-rub');
    payIn.submit();
    await waitForAppState(runtime.actor, (s) => selectShownInvoice(s)?.card.card_number === CARD);
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('showingInvoice'));
    const stream = JSON.stringify(sent);
    for (const secret of [CARD, PAYEE_PHONE, WALLET]) expect(stream, secret).not.toContain(secret);
    runtime.dispose();
  });
});

function token(runtime: AppRuntime) {
  return runtime.tokenStore.get();
}
