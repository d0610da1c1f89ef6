import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { VipRequestClosedError, VipRequestNotFoundError } from './errors';
import { markPremium } from './premium';
import { createRakeback } from './rakeback';
import {
  decideRequest,
  findRequest,
  listOpenRequests,
  type VipDecision,
  type VipRequestRow,
} from './requests-repository';

/** What an operator does in the VIP club: answer players' requests and pay rakeback by hand. */
export function createVipOperator(deps: { db: Db; ledger: Ledger; now: () => Date }) {
  const { db, now } = deps;
  const rakeback = createRakeback(deps);

  /**
   * Decides an open request once; approving a `join` makes the player premium in the same transaction. A request
   * decided before (or by a concurrent decision) is refused.
   */
  const decide = (id: number, decision: VipDecision): Promise<VipRequestRow> =>
    db.transaction(async (tx) => {
      const row = await decideRequest(tx, id, decision, now());
      if (!row) {
        const found = await findRequest(tx, id);
        if (!found) throw new VipRequestNotFoundError(id);
        throw new VipRequestClosedError(id, found.status);
      }
      if (decision === 'approved' && row.requestType === 'join') await markPremium(tx, row.userId);
      return row;
    });

  return {
    /** Every open request with its player's login, oldest first. */
    listOpenRequests: () => listOpenRequests(db),
    approve: (id: number) => decide(id, 'approved'),
    decline: (id: number) => decide(id, 'declined'),
    /** Credits the rakeback of the closed weeks of the catch-up window, or of one closed week (`2026-W46`). */
    rakeback: (periodId?: string) => rakeback.run(periodId),
  };
}
export type VipOperator = ReturnType<typeof createVipOperator>;
