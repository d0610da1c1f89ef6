import type { SnapshotFrom } from 'xstate';
import type { FailureCode } from '../../src/contract/failure';
import type { invoiceMachine } from './invoice.machine';

export type InvoiceSnapshot = SnapshotFrom<typeof invoiceMachine>;

/** Seconds left to pay; 0 once the invoice expired. */
export const selectSecondsLeft = (s: InvoiceSnapshot): number => s.context.secondsLeft;

/** The invoice still waits for the payment (counting down and polling). */
export const selectIsWaitingForPayment = (s: InvoiceSnapshot): boolean => s.matches('waitingForPayment');

/** The code of the last failed status poll, or null when the last poll answered. */
export const selectPollError = (s: InvoiceSnapshot): FailureCode | null => s.context.pollError;
