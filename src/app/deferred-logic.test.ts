import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { deferredLogics } from './deferred-logic';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: {} },
});

describe('deferredLogics', () => {
  it('stands in for a logic once its code has loaded, and is refused before', async () => {
    const logics = deferredLogics(async () => ({ toggle }));
    const standIn = logics.logic('toggle');
    expect(() => standIn.getInitialSnapshot).toThrow('toggle is used before its code has loaded');
    await logics.load();
    const actor = createActor(standIn).start();
    actor.send({ type: 'flip' });
    expect(actor.getSnapshot().matches('on')).toBe(true);
  });

  it('imports once, and again after a failed import', async () => {
    let calls = 0;
    const logics = deferredLogics(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { toggle };
    });
    await expect(logics.load()).rejects.toThrow('offline');
    await Promise.all([logics.load(), logics.load()]);
    await logics.load();
    expect(calls).toBe(2);
  });
});
