import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../machines/submission/submission.machine';
import {
  selectFailure,
  selectIsSubmitting,
  selectSuccesses,
} from '../../machines/submission/submission.select';
import type { VipRequestType } from '../contract/vip';
import { useBonusServices } from './bonus-services';
import type { FormFlow } from './forms';

/** POST api/v2/vip/join through the shared `submission` machine, for the VIP club page. */
export function useVipJoin(): Omit<FormFlow<VipRequestType>, 'result' | 'succeeded' | 'reset'> {
  const { vip } = useBonusServices();
  const [machine] = useState(() =>
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => vip.join(input as VipRequestType)) },
    }),
  );
  const ref = useActorRef(machine);
  const busy = useSelector(ref, selectIsSubmitting);
  const failure = useSelector(ref, selectFailure);
  const successes = useSelector(ref, selectSuccesses);
  return useMemo(
    () => ({
      submit: (requestType) => ref.send({ type: 'form.submit', values: requestType }),
      busy,
      failure,
      successes,
    }),
    [ref, busy, failure, successes],
  );
}
