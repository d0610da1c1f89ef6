import { assign, setup } from 'xstate';
import type { ModalName } from '../../src/contract/constants';
import type { ModalsContext, ModalsEvent, ModalsInput } from './modals.types';

/** Modals by name (SPEC §2): at most one open; opening another replaces it (PayIn → SuccessPayment). */
export const modalsMachine = setup({
  types: {
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
    input: {} as ModalsInput,
  },
  guards: {
    hasInitialModal: ({ context }) => context.open !== null,
    isClosingOpenModal: ({ context }, params: { names: readonly ModalName[] | undefined }) =>
      params.names === undefined || (context.open !== null && params.names.includes(context.open)),
  },
  actions: {
    assignOpen: assign((_, params: { name: ModalName }) => ({ open: params.name })),
    clearOpen: assign({ open: null }),
  },
}).createMachine({
  id: 'modals',
  description: 'Which modal is shown: one at a time, opened and closed by name.',
  context: ({ input }) => ({ open: input.initial }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Boot: a modal named by the query opens at once.',
      always: [{ guard: 'hasInitialModal', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      description: 'No modal.',
      on: {
        'modals.open': {
          target: 'open',
          actions: { type: 'assignOpen', params: ({ event }) => ({ name: event.name }) },
        },
      },
    },
    open: {
      description: 'One modal is shown; opening another replaces it.',
      on: {
        'modals.open': { actions: { type: 'assignOpen', params: ({ event }) => ({ name: event.name }) } },
        'modals.close': {
          guard: { type: 'isClosingOpenModal', params: ({ event }) => ({ names: event.names }) },
          target: 'closed',
          actions: 'clearOpen',
        },
      },
    },
  },
});
