export interface InstallPromptInput {
  /** The player dismissed the prompt for good on this device (kept in localStorage, SPEC §2). */
  dismissed: boolean;
  /** The site runs as the installed app (display-mode standalone). */
  installed: boolean;
}

export type InstallPromptEvent =
  /** The browser can install the site (`beforeinstallprompt`, kept for later). */
  | { type: 'install.available' }
  /** The player asked to install. */
  | { type: 'install.accept' }
  /** The player dismissed the prompt for good. */
  | { type: 'install.dismiss' }
  /** The browser installed the app (`appinstalled`), from our prompt or its own menu. */
  | { type: 'install.installed' };

/** How the player answered the browser's own install dialog. */
export type InstallOutcome = 'accepted' | 'dismissed';
