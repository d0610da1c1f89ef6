import { createContext, useContext } from 'react';
import type { BillingApi } from '../api/billing';

export const BillingContext = createContext<BillingApi | null>(null);

/** The billing calls for the reads of the cashier and the history; throws outside an `AppProvider` given `billing`. */
export function useBilling(): BillingApi {
  const billing = useContext(BillingContext);
  if (!billing) throw new Error('useBilling must be used inside <AppProvider billing={...}>');
  return billing;
}
