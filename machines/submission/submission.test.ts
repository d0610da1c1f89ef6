import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import { submissionMachine } from './submission.machine';
import { selectFailure, selectIsSubmitting, selectResult, selectSuccesses } from './submission.select';

function start(submit: (values: unknown) => Promise<unknown>) {
  const actor = createActor(
    submissionMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }),
  );
  actor.start();
  return actor;
}

describe('submission', () => {
  it('passes the submitted values to the call and keeps its answer', async () => {
    const seen: unknown[] = [];
    const actor = start(async (values) => {
      seen.push(values);
      return { success: true };
    });
    actor.send({ type: 'form.submit', values: { locale: 'en' } });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen).toEqual([{ locale: 'en' }]);
    expect(selectResult(actor.getSnapshot())).toEqual({ success: true });
    expect(selectSuccesses(actor.getSnapshot())).toBe(1);
  });

  it('keeps the error code and field errors of a failure, and clears them on success', async () => {
    let fail = true;
    const actor = start(async () => {
      if (fail) {
        throw new ApiError({
          status: 422,
          code: 'wrong_old_password',
          message: 'no',
          fields: { old_password: ['wrong_old_password: The current password is wrong'] },
        });
      }
      return { success: true };
    });
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toMatchObject({
      code: 'wrong_old_password',
      fields: { old_password: ['wrong_old_password: The current password is wrong'] },
    });
    fail = false;
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('turns an unknown throw into a server_error and can be reset', async () => {
    const actor = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())?.code).toBe('server_error');
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });
});
