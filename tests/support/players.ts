import type { ApiClient } from './api-client';
import { untilAcknowledged } from './acknowledged';

/** A registered chaos player: its id in the database and a bearer token that outlives the run. */
export type Player = { userId: number; token: string; email: string };

const PASSWORD = 'Chaos-Secret-123';

/**
 * Registers one player over HTTP, retrying through crashes. A retry whose first attempt did register answers
 * "email taken"; the player then logs in instead.
 */
export async function registerPlayer(client: ApiClient, email: string, onRetry: () => void): Promise<Player> {
  const registered = await untilAcknowledged(
    client,
    { path: '/api/v2/auth/register/email', body: { email, password: PASSWORD, currency: 'RUB' } },
    onRetry,
  );
  let answer = registered;
  if (registered.status === 422 && registered.text.includes('email_taken')) {
    answer = await untilAcknowledged(
      client,
      { path: '/api/v2/auth/login/email/password', body: { email, password: PASSWORD } },
      onRetry,
    );
  }
  if (answer.status !== 200) throw new Error(`registering ${email}: ${answer.status} ${answer.text}`);
  const token = (answer.json as { token: string }).token;
  const profile = await untilAcknowledged(client, { method: 'GET', path: '/profile/user', token }, onRetry);
  if (profile.status !== 200) throw new Error(`profile of ${email}: ${profile.status} ${profile.text}`);
  return { userId: (profile.json as { user: { id: number } }).user.id, token, email };
}
