import { HttpError } from '../../http/errors';

/** The payout was already approved, rejected or failed; the first decision stands. */
export class PayoutNotPendingError extends HttpError {
  constructor(id: number, status: string) {
    super(409, 'payout_not_pending', `Payout ${id} is ${status}, not pending.`);
  }
}

/** No payout has this id. */
export class PayoutNotFoundError extends HttpError {
  constructor(id: number) {
    super(404, 'not_found', `Payout ${id} does not exist.`);
  }
}
