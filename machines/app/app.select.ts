import type { SnapshotFrom } from 'xstate';
import type { Currency, Locale, ModalName, Region } from '../../src/contract/constants';
import type { User } from '../../src/contract/profile';
import * as geo from '../geo/geo.select';
import * as modals from '../modals/modals.select';
import * as session from '../session/session.select';
import type { AuthError } from '../session/session.types';
import type { TokenRefreshSnapshot } from '../token-refresh/token-refresh.select';
import type { appMachine } from './app.machine';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

const NO_FEATURES: Record<string, boolean> = {};

/** The app and its children's snapshots read together; every app selector takes this. */
export interface AppState {
  app: AppSnapshot;
  session: session.SessionSnapshot | undefined;
  tokenRefresh: TokenRefreshSnapshot | undefined;
  geo: geo.GeoSnapshot | undefined;
  modals: modals.ModalsSnapshot | undefined;
}

/** Reads the current snapshots of the app and of its long-lived children. */
export function readAppState(app: AppSnapshot): AppState {
  const { children } = app;
  return {
    app,
    session: children.session?.getSnapshot(),
    tokenRefresh: children.tokenRefresh?.getSnapshot(),
    geo: children.geo?.getSnapshot(),
    modals: children.modals?.getSnapshot(),
  };
}

/** A user is loaded. */
export const selectIsAuthenticated = (s: AppState): boolean =>
  !!s.session && session.selectIsAuthenticated(s.session);

/** The loaded user, or null. */
export const selectUser = (s: AppState): User | null => (s.session ? session.selectUser(s.session) : null);

/** The balance in minor units, or null for a guest. */
export const selectBalance = (s: AppState): number | null =>
  s.session ? session.selectBalance(s.session) : null;

/** The user's currency, or null for a guest. */
export const selectCurrency = (s: AppState): Currency | null =>
  s.session ? session.selectCurrency(s.session) : null;

/** The interface locale. */
export const selectLocale = (s: AppState): Locale => s.app.context.locale;

/** The region for the `Region` header: the profile's when logged in, else the geo check's (SPEC §4 Region). */
export const selectRegion = (s: AppState): Region =>
  (s.session && session.selectProfileRegion(s.session)) ?? (s.geo ? geo.selectGeoRegion(s.geo) : 'RU');

/** The region once one is known (profile, or an answered geo check), else null: the `Region` header rule. */
export const selectKnownRegion = (s: AppState): Region | null =>
  (s.session && session.selectProfileRegion(s.session)) ??
  (s.geo && !geo.selectIsGeoPending(s.geo) ? geo.selectGeoRegion(s.geo) : null);

/** The visitor's country code from the geo check, or null. */
export const selectCountryCode = (s: AppState): string | null =>
  s.geo ? geo.selectCountryCode(s.geo) : null;

/** The geo check answered 451: the router shows /no-access. */
export const selectIsGeoBlocked = (s: AppState): boolean => !!s.geo && geo.selectIsGeoBlocked(s.geo);

/** Boot is over: the geo check answered and the session restore finished. */
export const selectIsReady = (s: AppState): boolean =>
  !!s.geo && !!s.session && !geo.selectIsGeoPending(s.geo) && !session.selectIsRestoring(s.session);

/** The open modal, or null. */
export const selectOpenModal = (s: AppState): ModalName | null =>
  s.modals ? modals.selectOpenModal(s.modals) : null;

/** Something the player waits for is running (login, user fetch, logout, geo check, token refresh). */
export const selectIsBusy = (s: AppState): boolean =>
  !!s.session?.hasTag('busy') || !!s.geo?.hasTag('busy') || !!s.tokenRefresh?.hasTag('busy');

/** The last login or registration error (a code and field errors `"<key>: <text>"`), or null. */
export const selectAuthError = (s: AppState): AuthError | null =>
  s.session ? session.selectAuthError(s.session) : null;

/** Feature flags of the profile answer. */
export const selectFeatures = (s: AppState): Record<string, boolean> =>
  s.session ? session.selectFeatures(s.session) : NO_FEATURES;
