import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../machines/submission/submission.machine';
import {
  selectFailure,
  selectIsSubmitting,
  selectSucceeded,
  selectSuccesses,
} from '../../machines/submission/submission.select';
import type { AccountApi } from '../api/account';
import type { ApiFailure } from '../contract/failure';
import type { SessionIntents } from './intents';

/** The server round trip of each form, with what the app must learn from its success. */
export function formCalls(account: AccountApi, session: SessionIntents) {
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
  };
}
export type FormCalls = ReturnType<typeof formCalls>;
export type FormName = keyof FormCalls;

export const FormCallsContext = createContext<FormCalls | null>(null);

/** What a view gets for one form: submit and the outcome, as codes. */
export interface FormFlow<Values> {
  submit(values: Values): void;
  reset(): void;
  busy: boolean;
  failure: ApiFailure | null;
  succeeded: boolean;
  /** Grows with each success, so a view can show "sent again". */
  successes: number;
}

/** Runs one form through its own submission machine, provided with the form's real call. */
export function useForm<K extends FormName>(name: K): FormFlow<Parameters<FormCalls[K]>[0]> {
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
  return useMemo(
    () => ({
      submit: (values) => ref.send({ type: 'form.submit', values }),
      reset: () => ref.send({ type: 'form.reset' }),
      busy,
      failure,
      succeeded,
      successes,
    }),
    [ref, busy, failure, succeeded, successes],
  );
}
