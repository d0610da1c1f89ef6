import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { promoEntryMachine } from '../../machines/promo-entry/promo-entry.machine';
import {
  selectIsRedeeming,
  selectPromoFailure,
  selectRedeemedCount,
  selectRedemption,
} from '../../machines/promo-entry/promo-entry.select';
import type { BonusesApi } from '../api/bonuses';
import type { PromoRedemption } from '../contract/bonuses';
import type { ApiFailure } from '../contract/failure';
import { useBonusServices } from './bonus-services';
import type { Analytics } from './create-app-actor';
import { sessionIntents, type SessionIntents } from './intents';
import { useAppActor } from './provider';

export interface PromoEntryDeps {
  bonuses: Pick<BonusesApi, 'redeemPromo'>;
  analytics: Pick<Analytics, 'track'>;
  session: Pick<SessionIntents, 'userUpdated'>;
}

/** The `promoEntry` machine with the redeem call and the promo-code-error event of SPEC §8. */
export function providePromoEntry(deps: PromoEntryDeps) {
  return promoEntryMachine.provide({
    actors: {
      redeemPromo: fromPromise(async ({ input }) => {
        const redemption = await deps.bonuses.redeemPromo(input.code);
        // a code credited at once changed the bonus balance the header shows
        if (redemption.status === 'credited') deps.session.userUpdated();
        return redemption;
      }),
    },
    actions: {
      reportPromoError: (_, { code, error }) => deps.analytics.track('promo_code_error', { code, error }),
    },
  });
}

/** What a view gets for the promo code entry: submit, edit and the outcome as codes. */
export interface PromoEntryFlow {
  submit(code: string): void;
  /** The player changed the code. */
  edit(): void;
  busy: boolean;
  failure: ApiFailure | null;
  redemption: PromoRedemption | null;
  /** Grows with each redemption: the bonus list is read again. */
  redeemed: number;
}

/** Runs one promo code entry for the view that mounts it. */
export function usePromoEntry(): PromoEntryFlow {
  const services = useBonusServices();
  const app = useAppActor();
  const [machine] = useState(() =>
    providePromoEntry({
      bonuses: services.bonuses,
      analytics: services.analytics,
      session: sessionIntents(app),
    }),
  );
  const ref = useActorRef(machine);
  const busy = useSelector(ref, selectIsRedeeming);
  const failure = useSelector(ref, selectPromoFailure);
  const redemption = useSelector(ref, selectRedemption);
  const redeemed = useSelector(ref, selectRedeemedCount);
  return useMemo(
    () => ({
      submit: (code) => ref.send({ type: 'promo.submit', code }),
      edit: () => ref.send({ type: 'promo.edit' }),
      busy,
      failure,
      redemption,
      redeemed,
    }),
    [ref, busy, failure, redemption, redeemed],
  );
}
