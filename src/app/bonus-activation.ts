import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { bonusActivationMachine } from '../../machines/bonus-activation/bonus-activation.machine';
import {
  selectActivationAction,
  selectActivationFailure,
  selectActivationStep,
  selectCompletedCount,
  type BonusActivationStep,
} from '../../machines/bonus-activation/bonus-activation.select';
import type { BonusAction } from '../../machines/bonus-activation/bonus-activation.types';
import type { BonusesApi } from '../api/bonuses';
import type { FreeSpinsApi } from '../api/free-spins';
import type { ApiFailure } from '../contract/failure';
import { useBonusServices } from './bonus-services';
import { sessionIntents, type SessionIntents } from './intents';
import { useAppActor } from './provider';

export interface BonusActivationDeps {
  bonuses: Pick<BonusesApi, 'activateOffer' | 'cancelBonus'>;
  freeSpins: Pick<FreeSpinsApi, 'cancelFreeSpins'>;
  session: Pick<SessionIntents, 'userUpdated'>;
}

/** The `bonusActivation` machine with the call of each action. */
export function provideBonusActivation(deps: BonusActivationDeps) {
  return bonusActivationMachine.provide({
    actors: {
      perform: fromPromise(async ({ input }) => {
        switch (input.kind) {
          case 'activateOffer':
            return deps.bonuses.activateOffer(input.programId);
          case 'cancelBonus': {
            const bonus = await deps.bonuses.cancelBonus(input.bonusId);
            // the forfeited bonus money left the bonus balance the header shows
            deps.session.userUpdated();
            return bonus;
          }
          case 'cancelFreeSpins':
            return deps.freeSpins.cancelFreeSpins(input.campaignId);
        }
      }),
    },
  });
}

/** What a view gets for actions on bonus offers: ask, confirm, dismiss, and where the action stands. */
export interface BonusActivationFlow {
  request(action: BonusAction): void;
  confirm(): void;
  dismiss(): void;
  step: BonusActivationStep;
  action: BonusAction | null;
  failure: ApiFailure | null;
  /** Grows with each action done: the bonus lists are read again. */
  completed: number;
}

/** Runs the bonus activation flow for the view that mounts it. */
export function useBonusActivation(): BonusActivationFlow {
  const services = useBonusServices();
  const app = useAppActor();
  const [machine] = useState(() =>
    provideBonusActivation({
      bonuses: services.bonuses,
      freeSpins: services.freeSpins,
      session: sessionIntents(app),
    }),
  );
  const ref = useActorRef(machine);
  const step = useSelector(ref, selectActivationStep);
  const action = useSelector(ref, selectActivationAction);
  const failure = useSelector(ref, selectActivationFailure);
  const completed = useSelector(ref, selectCompletedCount);
  return useMemo(
    () => ({
      request: (next) => ref.send({ type: 'activation.request', action: next }),
      confirm: () => ref.send({ type: 'activation.confirm' }),
      dismiss: () => ref.send({ type: 'activation.dismiss' }),
      step,
      action,
      failure,
      completed,
    }),
    [ref, step, action, failure, completed],
  );
}
