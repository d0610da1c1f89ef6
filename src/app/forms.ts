import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../machines/submission/submission.machine';
import {
  selectFailure,
  selectIsSubmitting,
  selectResult,
  selectSucceeded,
  selectSuccesses,
} from '../../machines/submission/submission.select';
import type { AccountApi } from '../api/account';
import type { CreatePayout } from '../contract/billing';
import type { ApiFailure } from '../contract/failure';
import type { BillingApi } from '../api/billing';
import type { SessionIntents } from './intents';

/** One payout request: the body and the `Idempotency-Key` of this attempt (reused when the same attempt is retried). */
export interface PayoutRequest {
  body: CreatePayout;
  idempotencyKey: string;
}

/** The server round trip of each form, with what the app must learn from its success. */
export function formCalls(account: AccountApi, session: SessionIntents, billing?: BillingApi) {
  return {
    loginCode: account.sendLoginCode,
    passwordChange: account.changePassword,
    passwordSet: async (body: Parameters<AccountApi['setPassword']>[0]) => {
      await account.setPassword(body);
      session.userUpdated({ is_password_exists: true });
    },
    settings: async (body: Parameters<AccountApi['updateSettings']>[0]) => {
      const user = await account.updateSettings(body);
      session.userUpdated(user);
      return user;
    },
    forgotPassword: account.forgotPassword,
    resetWithCode: account.resetWithCode,
    resetWithToken: account.resetWithToken,
    phoneConfirmationSend: account.sendPhoneConfirmation,
    supportMessage: account.sendSupportMessage,
    phoneConfirm: async (body: Parameters<AccountApi['verifyPhone']>[0]) => {
      await account.verifyPhone(body);
      session.userUpdated({ is_phone_verified: true });
    },
    payout: async ({ body, idempotencyKey }: PayoutRequest) => {
      if (!billing) throw new Error('payout: the app was given no billing calls');
      const payout = await billing.createPayout(body, idempotencyKey);
      // the reservation lowered the balance: re-read the user so the header shows it
      session.userUpdated();
      return payout;
    },
  };
}
export type FormCalls = ReturnType<typeof formCalls>;
export type FormName = keyof FormCalls;

export const FormCallsContext = createContext<FormCalls | null>(null);

/** What a view gets for one form: submit and the outcome, as codes. */
export interface FormFlow<Values, Result = unknown> {
  submit(values: Values): void;
  reset(): void;
  busy: boolean;
  failure: ApiFailure | null;
  succeeded: boolean;
  /** The answer of the last success, null before it and after a reset. */
  result: Result | null;
  /** Grows with each success, so a view can show "sent again". */
  successes: number;
}

/** Runs one form through its own submission machine, provided with the form's real call. */
export function useForm<K extends FormName>(
  name: K,
): FormFlow<Parameters<FormCalls[K]>[0], Awaited<ReturnType<FormCalls[K]>>> {
  const calls = useContext(FormCallsContext);
  if (!calls) throw new Error('useForm must be used inside <AppProvider>');
  const [machine] = useState(() =>
    submissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => (calls[name] as (v: unknown) => Promise<unknown>)(input)),
      },
    }),
  );
  const ref = useActorRef(machine);
  const busy = useSelector(ref, selectIsSubmitting);
  const failure = useSelector(ref, selectFailure);
  const succeeded = useSelector(ref, selectSucceeded);
  const successes = useSelector(ref, selectSuccesses);
  const result = useSelector(ref, selectResult) as Awaited<ReturnType<FormCalls[K]>> | null;
  return useMemo(
    () => ({
      submit: (values) => ref.send({ type: 'form.submit', values }),
      reset: () => ref.send({ type: 'form.reset' }),
      busy,
      failure,
      succeeded,
      successes,
      result,
    }),
    [ref, busy, failure, succeeded, successes, result],
  );
}
