import type { ErrorCode } from '../../contract/errors';
import { HttpError } from './errors';

/** 429 with the seconds to wait; the error handler turns `retryAfter` into a Retry-After header. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'rate_limited', 'Too many attempts, try again later.');
  }
}

/** 422 whose top-level code names the problem and whose field carries `"<code>: <text>"` (SPEC §5). */
export function rejectField(field: string, code: ErrorCode, text: string): HttpError {
  return new HttpError(422, code, text, { [field]: [`${code}: ${text}`] });
}

/** The one answer for an unknown login and a wrong password, so they cannot be told apart. */
export function invalidCredentials(): HttpError {
  return new HttpError(401, 'invalid_credentials', 'Wrong login or password.');
}

/** 401 for a missing, forged or expired session. */
export function unauthenticated(
  code: 'unauthenticated' | 'token_expired' | 'refresh_failed' = 'unauthenticated',
) {
  const text =
    code === 'token_expired'
      ? 'The session has expired.'
      : code === 'refresh_failed'
        ? 'Cant refresh token'
        : 'Log in to continue.';
  return new HttpError(401, code, text);
}
