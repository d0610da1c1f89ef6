import { fromPromise } from 'xstate';
import { domainProbeMachine } from '../../machines/domain-probe/domain-probe.machine';
import { invoiceMachine } from '../../machines/invoice/invoice.machine';
import { payInMachine } from '../../machines/pay-in/pay-in.machine';
import type { BillingApi } from '../api/billing';
import type { MirrorsApi } from '../api/mirrors';
import { pixelProbes, type MeasurePixel } from './pixel-probe';

/** What the flows of a logged-in player use. */
export interface PlayerFlowDeps {
  billing: BillingApi;
  mirrors: MirrorsApi;
  measurePixel?: MeasurePixel | undefined;
  log: (message: string, error: unknown) => void;
}

/**
 * The flows only a logged-in player runs (the pay-in flow with its invoices, the domain check), provided with their
 * calls. `createAppActor` imports this module when a player logs in, so a guest's first load does not carry it.
 */
export function providePlayerFlows(deps: PlayerFlowDeps) {
  const { billing, mirrors, log } = deps;
  return {
    payIn: payInMachine.provide({
      actors: {
        loadBilling: fromPromise(() => billing.billingData()),
        createInvoice: fromPromise(({ input }) => billing.createInvoice(input)),
        invoice: invoiceMachine.provide({
          actors: { fetchStatus: fromPromise(({ input }) => billing.paymentStatus(input.invoiceId)) },
        }),
      },
    }),
    domainProbe: domainProbeMachine.provide({
      actors: {
        fetchMirrors: fromPromise(() => mirrors.mirrorsToCheck()),
        probePixels: pixelProbes(deps.measurePixel),
        sendResults: fromPromise(({ input }) => mirrors.sendProbeResults(input.results)),
      },
      actions: { logProbeFailure: (_, { error }) => log('domain check failed', error) },
    }),
  };
}
