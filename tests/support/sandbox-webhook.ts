import { createHmac } from 'node:crypto';

/** Where the sandbox provider posts its notifications. */
export const SANDBOX_WEBHOOK_PATH = '/billing/webhooks/sandbox';

/** A sandbox provider notification about one payment; `amount` (major units) only when it differs. */
export type SandboxEvent = {
  event_id: string;
  payment_id: string;
  status: 'paid' | 'failed';
  amount?: number;
};

/**
 * The exact body and headers the sandbox provider sends: JSON text signed with HMAC-SHA256 under the shared
 * secret. A redelivery sends the same text again.
 */
export function signedWebhook(
  secret: string,
  event: SandboxEvent,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return { body, headers: { 'x-sandbox-signature': signature } };
}
