import { HttpError } from '../../http/errors';

/** No VIP request has this id. */
export class VipRequestNotFoundError extends HttpError {
  constructor(id: number) {
    super(404, 'not_found', `VIP request ${id} does not exist.`);
  }
}

/** The request was approved or declined already; the first decision stands. */
export class VipRequestClosedError extends HttpError {
  constructor(id: number, status: string) {
    super(409, 'vip_request_closed', `VIP request ${id} is ${status}, not open.`);
  }
}
