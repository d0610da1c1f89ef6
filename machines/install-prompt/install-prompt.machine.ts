import { setup, type EventObject } from 'xstate';
import { notProvided, notProvidedAction, notProvidedCallback } from '../shared/not-provided';
import type { InstallOutcome, InstallPromptEvent, InstallPromptInput } from './install-prompt.types';

/**
 * The install prompt (SPEC §2): offered once the browser can install the site, it can be dismissed permanently
 * (remembered locally). Accepting opens the browser's own dialog; a "not now" there offers ours again next time
 * the browser allows.
 */
export const installPromptMachine = setup({
  types: {
    context: {} as InstallPromptInput,
    events: {} as InstallPromptEvent,
    input: {} as InstallPromptInput,
  },
  actors: {
    /** Reports `beforeinstallprompt` (keeping the event) and `appinstalled`. */
    watchInstallability: notProvidedCallback<EventObject>('watchInstallability'),
    /** Opens the browser's install dialog with the kept event; resolves with the player's answer. */
    showInstallPrompt: notProvided<InstallOutcome>('showInstallPrompt'),
  },
  guards: {
    isInstalled: ({ context }) => context.installed,
    wasDismissed: ({ context }) => context.dismissed,
    isAccepted: (_, params: { outcome: InstallOutcome }) => params.outcome === 'accepted',
  },
  actions: {
    /** localStorage: the prompt stays away on this device. */
    rememberDismissal: () => notProvidedAction('rememberDismissal'),
  },
}).createMachine({
  id: 'installPrompt',
  description:
    'Offers to install the site once the browser can; dismissed permanently on request; gone once installed.',
  context: ({ input }) => input,
  invoke: { src: 'watchInstallability', id: 'watchInstallability' },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isInstalled', target: 'installed' },
        { guard: 'wasDismissed', target: 'dismissed' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      description: 'The browser cannot install the site yet (or just said "not now").',
      on: { 'install.available': 'offered', 'install.installed': 'installed' },
    },
    offered: {
      description: 'The install banner shows.',
      on: {
        'install.accept': 'prompting',
        'install.dismiss': { target: 'dismissed', actions: 'rememberDismissal' },
        'install.installed': 'installed',
      },
    },
    prompting: {
      description: "The browser's install dialog is open.",
      invoke: {
        src: 'showInstallPrompt',
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'installed',
          },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting' },
      },
      on: { 'install.installed': 'installed' },
    },
    dismissed: {
      description: 'Dismissed for good on this device: never offered again.',
    },
    installed: {
      description: 'The site is installed as an app: nothing to offer.',
    },
  },
});
