import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { BillingData, Invoice, PaymentMethod } from '../../src/contract/billing';
import type { Currency } from '../../src/contract/constants';
import type { ApiFailure } from '../../src/contract/failure';
import type { InvoiceSnapshot } from '../invoice/invoice.select';
import { depositMethods, findDepositMethod, methodCurrency, methodLimits } from './pay-in.amount';
import type { payInMachine } from './pay-in.machine';
import type { AmountError, InvoiceOutcome, Money } from './pay-in.types';

export type PayInSnapshot = SnapshotFrom<typeof payInMachine>;

/** Id of the spawned actor of one invoice: one actor per invoice. */
export const invoiceActorId = (invoiceId: number): string => `invoice-${invoiceId}`;

/** Where the deposit tab is: each step has its own screen. */
export type PayInStep = 'loading' | 'unavailable' | 'methods' | 'amount' | 'creating' | 'invoice';

const STEPS: Record<string, PayInStep> = {
  loadingMethods: 'loading',
  unavailable: 'unavailable',
  choosingMethod: 'methods',
  enteringAmount: 'amount',
  creatingInvoice: 'creating',
  showingInvoice: 'invoice',
};

export const selectPayInStep = (s: PayInSnapshot): PayInStep => STEPS[String(s.value)] ?? 'loading';

/** A call is in flight (billing data or invoice creation). */
export const selectIsPayInBusy = (s: PayInSnapshot): boolean => s.hasTag('busy');

const methodLists = new WeakMap<BillingData, PaymentMethod[]>();

/** Deposit methods, fiat then crypto; the same array while the billing data stays the same. */
export function selectDepositMethods(s: PayInSnapshot): PaymentMethod[] {
  const billing = s.context.billing;
  if (!billing) return [];
  let methods = methodLists.get(billing);
  if (!methods) methodLists.set(billing, (methods = depositMethods(billing)));
  return methods;
}

/** The account currency of the billing data, or null before it loaded. */
export const selectAccountCurrency = (s: PayInSnapshot): Currency | null =>
  s.context.billing?.currency ?? null;

/** The chosen method, or null. */
export const selectChosenMethod = (s: PayInSnapshot): PaymentMethod | null =>
  findDepositMethod(s.context.billing, s.context.methodHash);

/** The chosen method's limits in the currency the player pays in. */
export interface AmountLimits {
  min: number;
  max: number;
  currency: Currency;
}

const limitsCache = new WeakMap<PaymentMethod, AmountLimits>();

/** Limits of the chosen method (SPEC §5 defaults where it gives none), or null without a method. */
export function selectAmountLimits(s: PayInSnapshot): AmountLimits | null {
  const method = selectChosenMethod(s);
  const billing = s.context.billing;
  if (!method || !billing) return null;
  let limits = limitsCache.get(method);
  if (!limits) {
    const { min, max } = methodLimits(method);
    limitsCache.set(method, (limits = { min, max, currency: methodCurrency(method, billing.currency) }));
  }
  return limits;
}

/** The amount as typed. */
export const selectAmount = (s: PayInSnapshot): string => s.context.amount;

/** Why the amount was refused at the last submit, or null. */
export const selectAmountError = (s: PayInSnapshot): AmountError | null => s.context.amountError;

/** The typed amount in the account currency, or null while it is not valid. */
export const selectConversion = (s: PayInSnapshot): Money | null => s.context.conversion;

/** The last failed call (code and field errors), or null. */
export const selectPayInFailure = (s: PayInSnapshot): ApiFailure | null => s.context.failure;

/** The invoice on screen, or null. */
export const selectShownInvoice = (s: PayInSnapshot): Invoice | null =>
  s.context.invoices.find((invoice) => invoice.id === s.context.shownInvoiceId) ?? null;

/** Every open (unpaid, unexpired) invoice, oldest first. */
export const selectOpenInvoices = (s: PayInSnapshot): Invoice[] => s.context.invoices;

/** The snapshot of the shown invoice's actor (its countdown), or undefined. */
export function selectShownInvoiceActor(s: PayInSnapshot): InvoiceSnapshot | undefined {
  const id = s.context.shownInvoiceId;
  if (id === null) return undefined;
  const children = s.children as Record<string, AnyActorRef | undefined>;
  return children[invoiceActorId(id)]?.getSnapshot() as InvoiceSnapshot | undefined;
}

/** What the last paid invoice credited, for SuccessPayment, or null. */
export const selectCredited = (s: PayInSnapshot): Money | null => s.context.credited;

/** The shown invoice ended unpaid (expired or failed), or null. */
export const selectClosedInvoice = (s: PayInSnapshot): InvoiceOutcome | null =>
  s.context.closedInvoice?.outcome ?? null;
