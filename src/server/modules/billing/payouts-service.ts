import type { CreatePayout, Payout } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import { MIN_PAYOUT, toMinor } from '../../../contract/money';
import type { Db } from '../../db/client';
import { IdempotencyConflictError } from '../../ledger/errors';
import type { Ledger } from '../../ledger/ledger';
import { sha256 } from '../../security/digest';
import { rejectField, unauthenticated } from '../../http/refusals';
import { createPlayerCache } from '../../players/player-cache';
import { availableMethod } from './methods';
import { presentPayout } from './payouts-present';
import { findPayoutByKey, listPayouts, type PayoutRow } from './payouts-repository';

/** What a payout request answers: the payout, and whether this request created it (201) or replayed it (200). */
export type PayoutAnswer = { payout: Payout; created: boolean };

// the body as validated, in a canonical text: a retry carries the same JSON numbers and trimmed destination
const hashOf = (body: CreatePayout) => sha256(JSON.stringify([body.method, body.amount, body.destination]));

/** The method's hash and the amount in minor units, or the refusal of a payout request that can never pass. */
function check(body: CreatePayout, currency: Currency, region: ReturnType<typeof regionOf>) {
  const method = availableMethod(body.method, { currency, region }, 'payout');
  if (!method) throw rejectField('method', 'method_unavailable', 'This payout method is not available');
  const amount = toMinor(body.amount, currency);
  if (amount === null) throw rejectField('amount', 'amount_precision', 'The amount has too many decimals');
  if (amount < toMinor(MIN_PAYOUT[currency], currency)!) {
    throw rejectField(
      'amount',
      'amount_below_minimum',
      `The minimum payout is ${MIN_PAYOUT[currency]} ${currency}`,
    );
  }
  return { method: method.hash, amount };
}

/** How often a request is checked again after its statement found the player's currency or country changed. */
const ATTEMPTS = 3;

/**
 * Payout requests of players: validation, the reservation of the amount, idempotent retries. The player is kept per
 * process (`createPlayerCache`), so a request is one statement, which checks the currency and country it was
 * validated for are still the player's.
 */
export function createPayoutService(deps: { db: Db; ledger: Ledger }) {
  const { db, ledger } = deps;
  const players = createPlayerCache(db);

  function replay(first: PayoutRow, requestHash: string, key: string): PayoutAnswer {
    if (first.requestHash !== requestHash) throw new IdempotencyConflictError(key);
    return { payout: presentPayout(first), created: false };
  }

  return {
    /**
     * Requests a payout of `body.amount` (account currency, major units) and reserves it in the same statement, which
     * also checks the session is live (the route checks the token alone). A retry with the same key and body answers the first payout; the same key with another body is
     * a conflict. Every refusal writes nothing.
     */
    async request(
      session: { userId: number; sid: string | null },
      body: CreatePayout,
      key: string,
    ): Promise<PayoutAnswer> {
      const { userId, sid } = session;
      const requestHash = hashOf(body);
      let user = await players.get(userId);
      let reread = false;
      for (let attempt = 1; ; attempt++) {
        if (!user) throw unauthenticated();
        const currency = user.currency as Currency;
        let checked: { method: string; amount: bigint };
        try {
          checked = check(body, currency, regionOf(user.countryCode));
        } catch (refusal) {
          // a retry answers its first payout even when that request would be refused now
          const first = await findPayoutByKey(db, userId, key);
          if (first) return replay(first, requestHash, key);
          // refused for the player this process kept: their currency or country may have changed, unseen by any statement
          if (reread) throw refusal;
          reread = true;
          user = await players.reload(userId);
          continue;
        }
        const request = { userId, idempotencyKey: key, requestHash, currency, destination: body.destination };
        const requested = await ledger.requestPayout(
          sid === null
            ? { ...request, ...checked, sid }
            : { ...request, ...checked, sid, country: user.countryCode },
        );
        if (requested.result === 'session_ended') throw unauthenticated();
        if (requested.result === 'player_changed') {
          if (attempt >= ATTEMPTS) throw new Error(`player ${userId} kept changing during a payout request`);
          user = await players.reload(userId);
          continue;
        }
        const { row, created } = requested;
        // the first request with this key reserved its amount; a retry reserves nothing however the balance stands
        return created ? { payout: presentPayout(row), created } : replay(row, requestHash, key);
      }
    },

    /** The player's newest payouts first. */
    async list(userId: number, limit: number): Promise<Payout[]> {
      return (await listPayouts(db, userId, limit)).map(presentPayout);
    },
  };
}
export type PayoutService = ReturnType<typeof createPayoutService>;
