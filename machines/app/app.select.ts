import type { SnapshotFrom } from 'xstate';
import type { Currency, Locale, ModalName, Region } from '../../src/contract/constants';
import type { Invoice, PaymentMethod } from '../../src/contract/billing';
import type { ApiFailure } from '../../src/contract/failure';
import type { User } from '../../src/contract/profile';
import type { DepositPromptSnapshot } from '../deposit-prompt/deposit-prompt.select';
import * as geo from '../geo/geo.select';
import * as installPrompt from '../install-prompt/install-prompt.select';
import * as invoice from '../invoice/invoice.select';
import * as modals from '../modals/modals.select';
import * as payIn from '../pay-in/pay-in.select';
import * as realtime from '../realtime/realtime.select';
import type { AmountError, InvoiceOutcome, Money } from '../pay-in/pay-in.types';
import * as session from '../session/session.select';
import type { AuthError } from '../session/session.types';
import * as sso from '../sso/sso.select';
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
  depositPrompt: DepositPromptSnapshot | undefined;
  /** The pay-in flow; it runs while a player is logged in. */
  payIn: payIn.PayInSnapshot | undefined;
  /** The actor of the invoice the deposit tab shows (its countdown). */
  shownInvoice: invoice.InvoiceSnapshot | undefined;
  sso: sso.SsoSnapshot | undefined;
  /** The realtime connection to the hub. */
  realtime: realtime.RealtimeSnapshot | undefined;
  installPrompt: installPrompt.InstallPromptSnapshot | undefined;
}

/** Reads the current snapshots of the app and of its long-lived children. */
export function readAppState(app: AppSnapshot): AppState {
  const { children } = app;
  const payInSnapshot = children.payIn?.getSnapshot();
  return {
    app,
    session: children.session?.getSnapshot(),
    tokenRefresh: children.tokenRefresh?.getSnapshot(),
    geo: children.geo?.getSnapshot(),
    modals: children.modals?.getSnapshot(),
    depositPrompt: children.depositPrompt?.getSnapshot(),
    payIn: payInSnapshot,
    shownInvoice: payInSnapshot ? payIn.selectShownInvoiceActor(payInSnapshot) : undefined,
    sso: children.sso?.getSnapshot(),
    realtime: children.realtime?.getSnapshot(),
    installPrompt: children.installPrompt?.getSnapshot(),
  };
}

/** The install banner shows (SPEC §2 install prompt). */
export const selectInstallOffered = (s: AppState): boolean =>
  !!s.installPrompt && installPrompt.selectInstallOffered(s.installPrompt);

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

/**
 * Boot is over: the geo check answered, the SSO flow settled (not waiting for the mirror configuration or a code
 * exchange, not leaving for the SSO host) and the session restore finished.
 */
export const selectIsReady = (s: AppState): boolean =>
  !!s.geo &&
  !!s.session &&
  !!s.sso &&
  !geo.selectIsGeoPending(s.geo) &&
  sso.selectIsSsoSettled(s.sso) &&
  !session.selectIsRestoring(s.session);

/** What the player should be told about live updates (reconnecting, offline), or null. */
export const selectRealtimeNotice = (s: AppState): realtime.RealtimeNotice =>
  s.realtime ? realtime.selectRealtimeNotice(s.realtime) : null;

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

const NO_METHODS: PaymentMethod[] = [];
const NO_INVOICES: Invoice[] = [];

/** Where the deposit tab is, or null for a guest (no pay-in flow). */
export const selectPayInStep = (s: AppState): payIn.PayInStep | null =>
  s.payIn ? payIn.selectPayInStep(s.payIn) : null;

/** A deposit call is in flight (methods or invoice). */
export const selectIsPayInBusy = (s: AppState): boolean => !!s.payIn && payIn.selectIsPayInBusy(s.payIn);

/** The deposit methods, fiat then crypto. */
export const selectDepositMethods = (s: AppState): PaymentMethod[] =>
  s.payIn ? payIn.selectDepositMethods(s.payIn) : NO_METHODS;

/** The chosen deposit method, or null. */
export const selectDepositMethod = (s: AppState): PaymentMethod | null =>
  s.payIn ? payIn.selectChosenMethod(s.payIn) : null;

/** The chosen method's limits and the currency the player pays in, or null. */
export const selectDepositLimits = (s: AppState): payIn.AmountLimits | null =>
  s.payIn ? payIn.selectAmountLimits(s.payIn) : null;

/** The deposit amount as typed. */
export const selectDepositAmount = (s: AppState): string => (s.payIn ? payIn.selectAmount(s.payIn) : '');

/** Why the deposit amount was refused, or null. */
export const selectDepositAmountError = (s: AppState): AmountError | null =>
  s.payIn ? payIn.selectAmountError(s.payIn) : null;

/** The deposit amount in the account currency, or null while it is not valid. */
export const selectDepositConversion = (s: AppState): Money | null =>
  s.payIn ? payIn.selectConversion(s.payIn) : null;

/** The last failed deposit call (code and field errors), or null. */
export const selectPayInFailure = (s: AppState): ApiFailure | null =>
  s.payIn ? payIn.selectPayInFailure(s.payIn) : null;

/** The invoice the deposit tab shows, or null. */
export const selectShownInvoice = (s: AppState): Invoice | null =>
  s.payIn ? payIn.selectShownInvoice(s.payIn) : null;

/** Seconds left to pay the shown invoice, or null. */
export const selectInvoiceSecondsLeft = (s: AppState): number | null =>
  s.shownInvoice ? invoice.selectSecondsLeft(s.shownInvoice) : null;

/** Every open invoice, oldest first. */
export const selectOpenInvoices = (s: AppState): Invoice[] =>
  s.payIn ? payIn.selectOpenInvoices(s.payIn) : NO_INVOICES;

/** The shown invoice ended unpaid (expired or failed), or null. */
export const selectClosedInvoice = (s: AppState): InvoiceOutcome | null =>
  s.payIn ? payIn.selectClosedInvoice(s.payIn) : null;

/** What the last paid invoice credited, for SuccessPayment, or null. */
export const selectCredited = (s: AppState): Money | null => (s.payIn ? payIn.selectCredited(s.payIn) : null);
