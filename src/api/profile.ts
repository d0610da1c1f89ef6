import type { ProfileAnswer } from '../contract/profile';
import { profileAnswer } from '../contract/profile';
import type { ApiClients } from './client';
import { call } from './errors';

/** The profile port of the session machine. */
export interface ProfileApi {
  fetchUser(): Promise<ProfileAnswer>;
}

/** Profile calls of SPEC §7. */
export function createProfileApi({ api }: ApiClients): ProfileApi {
  return {
    fetchUser: () => call(() => api.get('profile/user').json(profileAnswer)),
  };
}
