import type { Services } from '../../core/services';
import { randomToken } from '../../security/digest';

/** The shared services plus what only the account routes need. */
export type AuthContext = Services & {
  /** An argon2id hash of a random password: unknown logins are verified against it to cost the same time. */
  dummyHash: string;
};

/** Builds the account routes' context from the shared services. */
export async function createAuthContext(services: Services): Promise<AuthContext> {
  return { ...services, dummyHash: await services.hasher.hash(randomToken(16)) };
}
