import type { Currency } from '../../../../contract/constants';
import { HttpError } from '../../../http/errors';

/** The player already wagers an active bonus in this currency; a wallet wagers one bonus at a time. */
export class ActiveBonusExistsError extends HttpError {
  constructor(
    readonly currency: Currency,
    readonly activeBonusId?: number,
  ) {
    super(
      409,
      'bonus_active_exists',
      `An active ${currency} bonus is being wagered; finish or cancel it first.`,
    );
  }
}

/** No bonus has this id, or it is another player's: the same answer, so ids of others cannot be probed. */
export class BonusNotFoundError extends HttpError {
  constructor(id: number) {
    super(404, 'not_found', `Bonus ${id} does not exist.`);
  }
}

/** The bonus was already converted, forfeited or cancelled; the first ending stands. */
export class BonusNotActiveError extends HttpError {
  constructor(id: number, status: string) {
    super(409, 'bonus_not_active', `Bonus ${id} is ${status}, not active.`);
  }
}
