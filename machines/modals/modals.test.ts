import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { modalsMachine } from './modals.machine';
import { AUTH_MODALS, modalFromQuery } from './modals.query';
import { selectHasOpenModal, selectOpenModal } from './modals.select';

const start = (initial: Parameters<typeof modalFromQuery>[0] = []) =>
  createActor(modalsMachine, { input: { initial: modalFromQuery(initial) } }).start();

describe('modals', () => {
  it('opens and closes a modal by name', () => {
    const actor = start();
    expect(selectHasOpenModal(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'modals.open', name: 'Login' });
    expect(selectOpenModal(actor.getSnapshot())).toBe('Login');
    actor.send({ type: 'modals.close' });
    expect(selectOpenModal(actor.getSnapshot())).toBeNull();
  });

  it('shows one modal at a time: opening another replaces it', () => {
    const actor = start();
    actor.send({ type: 'modals.open', name: 'PayIn' });
    actor.send({ type: 'modals.open', name: 'SuccessPayment' });
    expect(selectOpenModal(actor.getSnapshot())).toBe('SuccessPayment');
    actor.send({ type: 'modals.close' });
    expect(selectHasOpenModal(actor.getSnapshot())).toBe(false);
  });

  it('closes by names only when the open modal is one of them', () => {
    const actor = start();
    actor.send({ type: 'modals.open', name: 'PayIn' });
    actor.send({ type: 'modals.close', names: AUTH_MODALS });
    expect(selectOpenModal(actor.getSnapshot())).toBe('PayIn');
    actor.send({ type: 'modals.open', name: 'Register' });
    actor.send({ type: 'modals.close', names: AUTH_MODALS });
    expect(selectOpenModal(actor.getSnapshot())).toBeNull();
  });

  it.each([
    [['signup'], 'Register'],
    [['login'], 'Login'],
    [['deposit'], 'PayIn'],
    [['utm_source'], null],
  ] as const)('opens the modal the query %j asks for at boot', (keys, modal) => {
    expect(selectOpenModal(start(keys).getSnapshot())).toBe(modal);
  });
});
