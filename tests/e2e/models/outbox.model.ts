import { expect, type APIRequestContext } from '@playwright/test';

/** One message of GET /dev/outbox.json. */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'phone';
  to: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** The dev outbox of the API host: where sign-in codes go in development and tests. */
export class OutboxModel {
  constructor(private readonly api: APIRequestContext) {}

  /** The latest messages to an address (email, or phone as +7…), newest first. */
  async messages(to: string): Promise<OutboxMessage[]> {
    const response = await this.api.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    expect(response.status(), await response.text()).toBe(200);
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    return [...data].sort((a, b) => b.id - a.id);
  }

  /** The highest message id to an address so far (0 when none): pass it to `nextCode` as the baseline. */
  async lastId(to: string): Promise<number> {
    const [latest] = await this.messages(to);
    return latest?.id ?? 0;
  }

  /** Waits for a message newer than `afterId` and returns the digits of its code. */
  async nextCode(to: string, afterId: number): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const fresh = (await this.messages(to)).find((m) => m.id > afterId);
          code = fresh?.body.match(/\b(\d{4,8})\b/)?.[1] ?? '';
          return code;
        },
        { message: `a code message to ${to} newer than #${afterId}`, timeout: 10_000 },
      )
      .not.toBe('');
    return code;
  }
}
