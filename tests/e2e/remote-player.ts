import { request, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { placeBetAnswer, type PlaceBetAnswer } from '../../src/contract/games/bets';
import { expect, PASSWORD, uniqueEmail } from './fixtures';

/**
 * Another player, on another device: registers, deposits through the sandbox and bets over the API only, so a
 * test can watch what a page sees of someone else's play.
 */
export class RemotePlayer {
  private constructor(
    private readonly api: APIRequestContext,
    private token: string,
    readonly name: string,
  ) {}

  /** Registers a RUB player named `name` on the API of `site` (`http://localhost:<port>`). */
  static async register(site: string, name: string): Promise<RemotePlayer> {
    const port = new URL(site).port;
    // Node does not resolve *.localhost everywhere: talk to loopback and name the API host in the Host header
    const api = await request.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      extraHTTPHeaders: { host: `api.localhost:${port}` },
    });
    const res = await api.post('/api/v2/auth/register/email', {
      data: { email: uniqueEmail('remote'), password: PASSWORD, name, currency: 'RUB' },
    });
    expect(res.status(), await res.text()).toBe(200);
    return new RemotePlayer(api, (await res.json()).token as string, name);
  }

  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** A deposit of `amount` roubles by card, paid on the sandbox's payer page. */
  async deposit(amount: number): Promise<void> {
    const invoice = await this.api.post('/api/v2/billing/invoices', {
      headers: this.auth,
      data: { method: 'card-rub', amount },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
    const paid = await this.api.post(`/sandbox/pay/${(await invoice.json()).hash}/paid`, {
      form: {},
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    expect(paid.headers().location).toContain('delivered=200');
  }

  /** A dice bet of `amount` roubles; answers the settled bet. */
  async betOnDice(amount: number): Promise<PlaceBetAnswer> {
    const res = await this.api.post('/api/v2/games/dice/bets', {
      headers: this.auth,
      data: { bet_id: randomUUID(), amount, params: { target: 50, direction: 'over' } },
    });
    expect(res.status(), await res.text()).toBe(200);
    return placeBetAnswer.parse(await res.json());
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
