import { randomUUID } from 'node:crypto';
import { DAY_SECONDS, type Currency } from '../../../contract/constants';
import { fractionDigits, toMinor } from '../../../contract/money';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { rejectField } from '../../http/refusals';
import type { UserRow } from '../../players/repository';
import { grantFreeSpins } from './grant';
import { effectiveStatus } from './present';
import { findCampaignBySource, listAllCampaigns, type CampaignRow } from './repository';

/** How long an operator's grant lasts unless told otherwise. */
export const DEFAULT_GRANT_DAYS = 7;
/** The longest an operator's grant may last. */
export const MAX_GRANT_DAYS = 365;

/** An operator's grant: `bet` in major units of `currency` (the player's own currency when not given). */
export type OperatorGrant = {
  gameId: string;
  count: number;
  bet: number;
  currency?: Currency;
  days?: number;
  /** Makes the grant idempotent: the same key grants once however often it is run. */
  key?: string;
};

/** A campaign as the operator sees it, with the status a player would see now. */
export type CampaignView = CampaignRow & { shownStatus: ReturnType<typeof effectiveStatus> };

/** What an operator does with free spins: grant a campaign to a player and list a player's campaigns. */
export function createFreeSpinOperator(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    /**
     * Grants a campaign; with a key already used for the same grant, answers the first campaign and grants nothing
     * (the expiry is not compared: it counts from each run); with a key used for another grant, a conflict.
     */
    async grant(user: UserRow, grant: OperatorGrant): Promise<{ campaign: CampaignRow; replayed: boolean }> {
      const currency = grant.currency ?? (user.currency as Currency);
      const days = grant.days ?? DEFAULT_GRANT_DAYS;
      if (!Number.isInteger(days) || days < 1 || days > MAX_GRANT_DAYS)
        throw rejectField(
          'days',
          'validation_failed',
          `Days must be a whole number from 1 to ${MAX_GRANT_DAYS}`,
        );
      const betValue = toMinor(grant.bet, currency);
      if (betValue === null)
        throw rejectField(
          'bet',
          'amount_precision',
          `${currency} amounts have ${fractionDigits(currency)} decimals`,
        );
      // an operator's key gets its own namespace, so it can never take a key a bonus program will need
      const sourceKey = `ops:${grant.key ?? randomUUID()}`;
      const campaign = await grantFreeSpins(db, {
        userId: user.id,
        gameId: grant.gameId,
        count: grant.count,
        betValue,
        currency,
        expiresAt: new Date(now().getTime() + days * DAY_SECONDS * 1000),
        sourceKey,
      });
      if (campaign) return { campaign, replayed: false };
      const first = await findCampaignBySource(db, sourceKey);
      if (!first) throw new Error(`campaign ${sourceKey} vanished`);
      const same =
        first.userId === user.id &&
        first.gameId === grant.gameId &&
        first.totalCount === grant.count &&
        first.betValue === betValue &&
        first.currency === currency;
      if (!same)
        throw new HttpError(
          409,
          'idempotency_conflict',
          `Key ${grant.key} was used for another grant (campaign ${first.id}).`,
        );
      return { campaign: first, replayed: true };
    },

    /** Every campaign of the player, the newest first. */
    async list(user: UserRow): Promise<CampaignView[]> {
      const at = now();
      return (await listAllCampaigns(db, user.id)).map((row) => ({
        ...row,
        shownStatus: effectiveStatus(row, at),
      }));
    },
  };
}
export type FreeSpinOperator = ReturnType<typeof createFreeSpinOperator>;
