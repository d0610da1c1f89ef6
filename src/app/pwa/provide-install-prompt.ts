import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { installPromptMachine } from '../../../machines/install-prompt/install-prompt.machine';
import type {
  InstallOutcome,
  InstallPromptEvent,
  InstallPromptInput,
} from '../../../machines/install-prompt/install-prompt.types';

/** localStorage key of a permanent dismissal (SPEC §2: remembered locally). */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

/** Chromium's `beforeinstallprompt` event, which TypeScript's DOM types do not have. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: InstallOutcome }>;
}

export interface InstallPromptDeps {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The offer the browser made before the app ran, kept by the prerendered page's start script, if any. */
  takeEarlyOffer?: () => Event | null;
}

export function installPromptBootInput(deps: InstallPromptDeps): InstallPromptInput {
  return {
    dismissed: deps.storage.getItem(INSTALL_DISMISSED_KEY) !== null,
    installed: deps.window.matchMedia('(display-mode: standalone)').matches,
  };
}

/** The install prompt flow with the browser's events; the kept `beforeinstallprompt` lives here, not in the machine. */
export function provideInstallPrompt(deps: InstallPromptDeps) {
  let kept: BeforeInstallPromptEvent | null = null;
  return installPromptMachine.provide({
    actors: {
      watchInstallability: fromCallback<EventObject, void>(({ sendBack }) => {
        const available = (event: Event) => {
          // our banner asks instead of the browser's own mini-infobar
          event.preventDefault();
          kept = event as BeforeInstallPromptEvent;
          sendBack({ type: 'install.available' } satisfies InstallPromptEvent);
        };
        const installed = () => {
          kept = null;
          sendBack({ type: 'install.installed' } satisfies InstallPromptEvent);
        };
        deps.window.addEventListener('beforeinstallprompt', available);
        deps.window.addEventListener('appinstalled', installed);
        const early = deps.takeEarlyOffer?.();
        if (early) available(early);
        return () => {
          deps.window.removeEventListener('beforeinstallprompt', available);
          deps.window.removeEventListener('appinstalled', installed);
        };
      }),
      showInstallPrompt: fromPromise(async () => {
        const event = kept;
        if (!event) throw new Error('the browser has not offered to install');
        kept = null;
        await event.prompt();
        return (await event.userChoice).outcome;
      }),
    },
    actions: {
      rememberDismissal: () => deps.storage.setItem(INSTALL_DISMISSED_KEY, '1'),
    },
  });
}
