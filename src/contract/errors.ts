import * as z from 'zod/mini';
import './zod-locale';

/**
 * Every 4xx answer: `{ message, code?, errors? }`. Each text in `errors` is `"<key>: <English text>"`;
 * the browser translates the key when it knows it and otherwise shows the text as is (SPEC §5).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error codes the server answers with; the browser maps each to a translated text. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'email_taken',
  'phone_taken',
  'user_not_found',
  'unauthenticated',
  'token_expired',
  'refresh_failed',
  'invalid_reset_token',
  'wrong_old_password',
  'password_mismatch',
  'password_already_set',
  'password_too_weak',
  'region_blocked',
  'not_found',
  'forbidden',
  'unsupported_provider',
  'rate_limited',
  'already_verified',
  'no_email',
  'no_phone',
  'server_error',
  'server_busy',
  'insufficient_funds',
  'idempotency_conflict',
  'amount_below_minimum',
  'amount_above_maximum',
  'amount_precision',
  'amount_mismatch',
  'method_unavailable',
  'invoice_not_found',
  'invoice_closed',
  'invalid_signature',
  'payout_not_pending',
  'sso_code_invalid',
  'unknown_mirror',
  'bonus_active_exists',
  'bonus_not_active',
  'bonus_not_available',
  'bonus_already_activated',
  'promo_invalid',
  'promo_used',
  'free_spins_not_found',
  'free_spins_not_active',
  'vip_request_closed',
  'round_open',
  'game_unavailable',
  'no_open_round',
  'round_over',
  'tile_invalid',
  'tile_revealed',
  'nothing_revealed',
  'nothing_guessed',
  'skip_limit',
  'no_more_cards',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Splits a server error text `"<key>: <text>"` into its key and text (SPEC §5). */
export function splitErrorText(text: string): { key: string; text: string } {
  const at = text.indexOf(':');
  if (at < 0) return { key: text.trim(), text };
  return { key: text.slice(0, at).trim(), text: text.slice(at + 1).trim() };
}
