import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '../../src/contract/realtime';
import { call, PASSWORD, ROOMY_LIMITS } from './accounts';
import { createInvoice, paymentEvent, player, sendWebhook } from './deposits';
import { fundedPlayer, placeBet } from './games';
import { API, startTestServer, type TestServer } from './harness';
import { connect, type TestClient } from './realtime-harness';

// The whole server with its hub: what players' tabs see when money moves, bets settle and sessions end.
let server: TestServer;
let url: string;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(server.app.server.address() as { port: number }).port}${REALTIME_PATH}`;
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  await server.close();
});

/** A socket on the API host, as a tab opens it. */
async function tab(): Promise<TestClient> {
  const client = await connect(url, { headers: { host: API.host } });
  clients.push(client);
  return client;
}

const isBalance = (m: { type: string; kind?: string }) => m.type === 'event' && m.kind === 'balance';

describe('the realtime hub of the server', () => {
  it('answers only on the API host: a site host closes the socket without a word', async () => {
    const site = await connect(url, { headers: { host: 'casino.test' } });
    site.send({ type: 'hello', token: null, channels: ['bets'] });
    await site.closed;
    expect(site.received).toEqual([]);
  });

  it("pushes a credited deposit's balance to the player's tabs, and to no one else", async () => {
    const payer = await player(server);
    const other = await player(server);
    const [first, second, stranger] = [await tab(), await tab(), await tab()];
    expect((await first.hello({ token: payer.token })).user_id).not.toBeNull();
    await second.hello({ token: payer.token });
    await stranger.hello({ token: other.token });

    const invoice = (await createInvoice(server, payer.token, { method: 'card-rub', amount: 500 })).json();
    expect((await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid'))).statusCode).toBe(200);

    for (const client of [first, second]) {
      const event = await client.next(isBalance);
      expect(event).toMatchObject({
        channel: 'player',
        data: { currency: 'RUB', balance: 500, total_balance: expect.any(Number) },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received.filter(isBalance)).toEqual([]);
  });

  it("shows a settled bet on the live feed of a guest's tab and pushes the bettor's balance", async () => {
    const guest = await tab();
    await guest.hello({ token: null, channels: ['bets:dice'] });
    const bettor = await fundedPlayer(server, 'RUB', 100_000n);
    const own = await tab();
    await own.hello({ token: bettor.token });

    const res = await placeBet(server, bettor.token, 'dice', {
      amount: 10,
      params: { target: 50, direction: 'over' },
    });
    expect(res.statusCode).toBe(200);
    const feed = await guest.next((m) => m.type === 'event' && m.kind === 'bets');
    expect(feed).toMatchObject({
      channel: 'bets:dice',
      data: [{ id: res.json().bet.id, game: 'dice', amount: 10 }],
    });
    const balance = await own.next(isBalance);
    expect(balance).toMatchObject({ data: { balance: res.json().balance } });
  });

  it('tells a tab of a session that logs out elsewhere that it is signed out, at once', async () => {
    const registered = await player(server);
    const socket = await tab();
    await socket.hello({ token: registered.token });
    const logout = await call(server, '/auth/logout', {}, { method: 'PUT', token: registered.token });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await socket.next((m) => m.type === 'signed_out')).toEqual({
      type: 'signed_out',
      reason: 'session_ended',
    });
  });

  it("signs out the player's other devices when the password changes, and keeps this one", async () => {
    const registered = await player(server);
    const login = await call(server, '/api/v2/auth/login/email/password', {
      email: registered.email,
      password: PASSWORD,
    });
    const otherDevice = await tab();
    await otherDevice.hello({ token: login.json().token });
    const thisDevice = await tab();
    await thisDevice.hello({ token: registered.token });

    const changed = await call(
      server,
      '/password/update',
      { old_password: PASSWORD, password: 'Another123', password_confirm: 'Another123' },
      { token: registered.token },
    );
    expect(changed.statusCode).toBe(200);
    expect(await otherDevice.next((m) => m.type === 'signed_out')).toMatchObject({ reason: 'session_ended' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(thisDevice.received.filter((m) => m.type === 'signed_out')).toEqual([]);
  });
});
