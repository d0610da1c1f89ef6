import type { StatelyInspectionEvent } from '@statelyai/inspect';

/** Keys whose values never leave the page: credentials, codes, tokens and personal data. */
const SECRET_KEYS = new Set([
  'token',
  'access_token',
  'fresh_token',
  'refresh_token',
  'reset_token',
  'password',
  'old_password',
  'password_confirm',
  'confirm_password',
  'code',
  'email',
  'phone',
  'ip',
  'name',
  'card_number',
  'phone_number',
  // payment details: a crypto wallet of an invoice, where a payout goes
  'address',
  'destination',
  'fpp',
]);

const REDACTED = '[redacted]';
const MAX_DEPTH = 12;

/**
 * A copy of a value with every secret key's value replaced. Applied to contexts and events before they reach
 * the Stately inspector, so tokens, passwords, codes and personal data stay in the page. Flow facts (state
 * values, event types, error codes, modal names under `name` of a `modals.*` event) are kept.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1)) as T;
  if (value instanceof Error) return { name: value.name, message: REDACTED } as T;
  // actor refs and other class instances are left to the inspector's own serializer (it writes them as ids)
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      SECRET_KEYS.has(key) && inner !== null && inner !== undefined
        ? REDACTED
        : redactSecrets(inner, depth + 1);
  }
  return out as T;
}

/** The inspector's event sanitizer: modal names are flow facts, not personal data. */
export function sanitizeEvent<E extends { type: string }>(event: E): E {
  if (event.type.startsWith('modals.')) return event;
  return redactSecrets(event);
}

/** The inspector's context sanitizer. */
export function sanitizeContext<C>(context: C): C {
  return redactSecrets(context);
}

/**
 * Last pass over every inspection record: promise actors keep their `input` (a login form) and `output` (a
 * token) in the snapshot, outside `context`, so the whole snapshot and the event are redacted here.
 */
export function sanitizeInspectionRecord(record: StatelyInspectionEvent): StatelyInspectionEvent {
  const redacted = { ...record } as StatelyInspectionEvent & { snapshot?: unknown; event?: { type: string } };
  if (redacted.snapshot) redacted.snapshot = redactSecrets(redacted.snapshot);
  if (redacted.event) redacted.event = sanitizeEvent(redacted.event);
  return redacted;
}

/** The sanitising options every inspector of the app is created with. */
export const INSPECTOR_SANITIZERS = {
  sanitizeContext,
  sanitizeEvent,
  serialize: sanitizeInspectionRecord,
};
