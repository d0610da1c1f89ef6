import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { assign } from 'xstate';
import { countdownMachine } from '../../machines/countdown/countdown.machine';
import { selectMsLeft } from '../../machines/countdown/countdown.select';

/** The countdown machine on the browser's clock. */
export const browserCountdown = countdownMachine.provide({
  actions: { readClock: assign({ now: () => Date.now() }) },
});

/**
 * Milliseconds left until `endsAt` (epoch ms), ticking each second while the calling view is mounted. The moment
 * is read once per mount: a view counting down to another moment is keyed by it.
 */
export function useCountdown(endsAt: number): number {
  const [input] = useState(() => ({ endsAt, now: Date.now() }));
  const ref = useActorRef(browserCountdown, { input });
  return useSelector(ref, selectMsLeft);
}
