import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { hmac } from '../../../security/digest';
import { resolveJwtSecret } from '../../../security/secret';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

/**
 * The webhook HMAC key: PAYMENT_WEBHOOK_SECRET, else derived from the JWT secret under a label of its own (as the
 * code key is), so a webhook signature can never be mistaken for anything else signed with that secret.
 */
export async function webhookKey(config: Config, db: Db): Promise<string> {
  if (config.paymentWebhookSecret) return config.paymentWebhookSecret;
  return hmac(await resolveJwtSecret(config, db), 'sandbox-webhook');
}

/** The active provider of PAYMENT_PROVIDER; deposits, webhooks and payouts all go through it. */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider({ webhookKey: await webhookKey(config, db) });
  }
}
