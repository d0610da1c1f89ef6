import type { RegisterEmailForm, RegisterPhoneForm } from '../../machines/session/session.types';
import type { AppActorRef } from '../../machines/app/app.subscribe';
import type { PayInEvent } from '../../machines/pay-in/pay-in.types';
import type { Locale, ModalName } from '../contract/constants';
import type { User } from '../contract/profile';

/** What views can ask of the session; each call sends one named event. */
export interface SessionIntents {
  loginByEmailPassword(email: string, password: string): void;
  loginByEmailCode(email: string, code: string): void;
  loginByPhonePassword(phone: string, password: string): void;
  loginByPhoneCode(phone: string, code: string): void;
  registerByEmail(form: RegisterEmailForm): void;
  registerByPhone(form: RegisterPhoneForm): void;
  logout(): void;
  /** After a settings change: merge what changed, or re-read the user when nothing is given. */
  userUpdated(patch?: Partial<User>): void;
  dismissError(): void;
}

/** Session intents bound to the app actor. */
export function sessionIntents(actor: AppActorRef): SessionIntents {
  const send = (event: Parameters<NonNullable<AppChildren['session']>['send']>[0]) =>
    actor.getSnapshot().children.session?.send(event);
  return {
    loginByEmailPassword: (email, password) =>
      send({ type: 'session.login', credentials: { kind: 'emailPassword', email, password } }),
    loginByEmailCode: (email, code) =>
      send({ type: 'session.login', credentials: { kind: 'emailCode', email, code } }),
    loginByPhonePassword: (phone, password) =>
      send({ type: 'session.login', credentials: { kind: 'phonePassword', phone, password } }),
    loginByPhoneCode: (phone, code) =>
      send({ type: 'session.login', credentials: { kind: 'phoneCode', phone, code } }),
    registerByEmail: (form) => send({ type: 'session.register', form: { ...form, kind: 'email' } }),
    registerByPhone: (form) => send({ type: 'session.register', form: { ...form, kind: 'phone' } }),
    logout: () => send({ type: 'session.logout' }),
    userUpdated: (patch) =>
      send(patch ? { type: 'session.userUpdated', user: patch } : { type: 'session.userUpdated' }),
    dismissError: () => send({ type: 'session.errorDismissed' }),
  };
}

/** What views can ask of the modals. */
export interface ModalIntents {
  open(name: ModalName): void;
  close(): void;
}

/** Modal intents bound to the app actor. */
export function modalIntents(actor: AppActorRef): ModalIntents {
  const modals = () => actor.getSnapshot().children.modals;
  return {
    open: (name) => modals()?.send({ type: 'modals.open', name }),
    close: () => modals()?.send({ type: 'modals.close' }),
  };
}

/** What views can ask of the pay-in flow (the deposit tab of the cashier). */
export interface PayInIntents {
  selectMethod(hash: string): void;
  changeAmount(amount: string): void;
  /** From the amount back to the method list. */
  back(): void;
  /** Opens an invoice for the typed amount (checked first against the method's limits). */
  submit(): void;
  /** Leaves the shown invoice waiting and starts another deposit. */
  newDeposit(): void;
  showInvoice(invoiceId: number): void;
  /** Loads the methods again after a failure. */
  retry(): void;
}

/** Pay-in intents bound to the app actor; the flow runs while a player is logged in. */
export function payInIntents(actor: AppActorRef): PayInIntents {
  const send = (event: PayInEvent) => actor.getSnapshot().children.payIn?.send(event);
  return {
    selectMethod: (hash) => send({ type: 'payIn.selectMethod', hash }),
    changeAmount: (amount) => send({ type: 'payIn.changeAmount', amount }),
    back: () => send({ type: 'payIn.back' }),
    submit: () => send({ type: 'payIn.submit' }),
    newDeposit: () => send({ type: 'payIn.newDeposit' }),
    showInvoice: (invoiceId) => send({ type: 'payIn.showInvoice', invoiceId }),
    retry: () => send({ type: 'payIn.retry' }),
  };
}

/** App-wide intents. */
export interface AppIntents {
  changeLocale(locale: Locale): void;
  recheckGeo(): void;
  /** Opens the browser's install dialog (the install banner's button). */
  installApp(): void;
  /** Dismisses the install prompt for good on this device. */
  dismissInstall(): void;
}

/** App intents bound to the app actor. */
export function appIntents(actor: AppActorRef): AppIntents {
  return {
    changeLocale: (locale) => actor.send({ type: 'locale.change', locale }),
    recheckGeo: () => actor.getSnapshot().children.geo?.send({ type: 'geo.check' }),
    installApp: () => actor.getSnapshot().children.installPrompt?.send({ type: 'install.accept' }),
    dismissInstall: () => actor.getSnapshot().children.installPrompt?.send({ type: 'install.dismiss' }),
  };
}

type AppChildren = ReturnType<AppActorRef['getSnapshot']>['children'];
