import { describe, expect, it } from 'vitest';
import { createActor, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import type { ModalName } from '../../src/contract/constants';
import { modalsMachine } from '../modals/modals.machine';
import { selectOpenModal, type ModalsSnapshot } from '../modals/modals.select';
import { depositPromptMachine } from './deposit-prompt.machine';
import { selectIsPromptPending, type DepositPromptSnapshot } from './deposit-prompt.select';
import type { DepositPromptEvent } from './deposit-prompt.types';

/** The prompt beside the real modals flow, on a simulated clock; `open` also tells the prompt, as the app does. */
function startPrompt() {
  const clock = new SimulatedClock();
  const host = setup({
    actors: { modals: modalsMachine, depositPrompt: depositPromptMachine },
  }).createMachine({
    invoke: [
      { src: 'modals', id: 'modals', systemId: 'modals', input: { initial: null } },
      { src: 'depositPrompt', id: 'depositPrompt', systemId: 'depositPrompt' },
    ],
  });
  const actor = createActor(host, { clock }).start();
  const child = (id: 'modals' | 'depositPrompt') => actor.getSnapshot().children[id] as AnyActorRef;
  const send = (event: DepositPromptEvent) => child('depositPrompt').send(event);
  return {
    clock,
    send,
    open: (name: ModalName) => {
      child('modals').send({ type: 'modals.open', name });
      send({ type: 'modals.changed', open: name });
    },
    openModal: () => selectOpenModal(child('modals').getSnapshot() as ModalsSnapshot),
    pending: () => selectIsPromptPending(child('depositPrompt').getSnapshot() as DepositPromptSnapshot),
  };
}

const setUp = (balance: number, currency: 'RUB' | null = 'RUB') =>
  ({ type: 'session.authenticated', userId: 7, balance, currency }) as const;

describe('depositPrompt', () => {
  it('opens PayIn 17 000 ms after a registration, not at 16 999 ms, whatever the balance', () => {
    const { clock, send, openModal, pending } = startPrompt();
    send({ type: 'session.registered' });
    send(setUp(250));
    clock.increment(16_999);
    expect(openModal()).toBeNull();
    expect(pending()).toBe(true);
    clock.increment(1);
    expect(openModal()).toBe('PayIn');
    expect(pending()).toBe(false);
  });

  it.each(['PayIn', 'SuccessPayment'] as const)(
    'does not prompt after registration while %s is shown',
    (modal) => {
      const { clock, send, open, openModal } = startPrompt();
      send({ type: 'session.registered' });
      send(setUp(0));
      open(modal);
      clock.increment(17_000);
      expect(openModal()).toBe(modal);
    },
  );

  it('prompts after registration over a modal that is not a payment one', () => {
    const { clock, send, open, openModal } = startPrompt();
    send({ type: 'session.registered' });
    send(setUp(0));
    open('Verification');
    clock.increment(17_000);
    expect(openModal()).toBe('PayIn');
  });

  it('opens PayIn 17 000 ms after a login with a balance of exactly 0 and no modal', () => {
    const { clock, send, openModal } = startPrompt();
    send(setUp(0));
    clock.increment(16_999);
    expect(openModal()).toBeNull();
    clock.increment(1);
    expect(openModal()).toBe('PayIn');
  });

  it.each([
    ['a balance above 0', setUp(0.01), null],
    ['no currency', setUp(0, null), null],
    ['another modal open', setUp(0), 'Verification'],
  ] as const)('does not prompt after a login with %s', (_, event, modal) => {
    const { clock, send, open, openModal } = startPrompt();
    send(event);
    if (modal) open(modal);
    clock.increment(17_000);
    expect(openModal()).toBe(modal);
  });

  it.each([
    ['a registration', [{ type: 'session.registered' }, setUp(0)]],
    ['a login', [setUp(0)]],
  ] as const)('is cancelled by a logout within 17 s of %s', (_, events) => {
    const { clock, send, openModal, pending } = startPrompt();
    for (const event of events) send(event);
    clock.increment(10_000);
    send({ type: 'session.signedOut' });
    expect(pending()).toBe(false);
    clock.increment(10_000);
    expect(openModal()).toBeNull();
  });

  it('runs standalone without a modals flow to open', () => {
    const clock = new SimulatedClock();
    const actor = createActor(depositPromptMachine, { clock }).start();
    actor.send(setUp(0));
    clock.increment(17_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
  });
});
