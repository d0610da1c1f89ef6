import { HttpError } from '../../http/errors';
import type { FreeSpinStatus } from '../../../contract/free-spins';

/** No campaign of this player has this id; another player's campaign is answered the same way. */
export class FreeSpinsNotFoundError extends HttpError {
  constructor(id: number) {
    super(404, 'free_spins_not_found', `No free-spin campaign ${id}.`);
  }
}

/** The campaign was already used up, expired or cancelled; its first ending stands. */
export class FreeSpinsNotActiveError extends HttpError {
  constructor(
    id: number,
    readonly status: FreeSpinStatus,
  ) {
    super(409, 'free_spins_not_active', `Free-spin campaign ${id} is ${status}, not active.`);
  }
}

/** A spin reference already counted for another campaign: the game sent one reference for two spins. */
export class SpinReferenceConflictError extends HttpError {
  constructor(reference: string) {
    super(409, 'idempotency_conflict', `Spin reference ${reference} was used for another campaign.`);
  }
}
