import type { SnapshotFrom } from 'xstate';
import type { Currency, Region } from '../../src/contract/constants';
import type { User } from '../../src/contract/profile';
import type { sessionMachine } from './session.machine';
import type { AuthError } from './session.types';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A user is loaded (logged in), including while the browser leaves for SSO or re-reads the user. */
export const selectIsAuthenticated = (s: SessionSnapshot): boolean => s.context.user !== null;

/** The loaded user, or null for a guest. */
export const selectUser = (s: SessionSnapshot): User | null => s.context.user;

/** The balance in minor units, or null for a guest. */
export const selectBalance = (s: SessionSnapshot): number | null => s.context.user?.balance ?? null;

/** The user's currency, or null for a guest. */
export const selectCurrency = (s: SessionSnapshot): Currency | null => s.context.user?.currency ?? null;

/** The region the profile answer gave, or null for a guest. */
export const selectProfileRegion = (s: SessionSnapshot): Region | null => s.context.region;

/** Feature flags of the profile answer (empty for a guest). */
export const selectFeatures = (s: SessionSnapshot): Record<string, boolean> => s.context.features;

/** The last login or registration error (code and field errors), or null. */
export const selectAuthError = (s: SessionSnapshot): AuthError | null => s.context.error;

/** A login, registration, user fetch or logout is running. */
export const selectIsSessionBusy = (s: SessionSnapshot): boolean => s.hasTag('busy');

/** The session is still restoring from a stored token at boot. */
export const selectIsRestoring = (s: SessionSnapshot): boolean =>
  s.matches('booting') || s.matches('restoring');
