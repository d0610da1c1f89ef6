import type { AnyMachineSnapshot } from 'xstate';
import { expect } from '../fixtures';
import { top } from './browser-paths';
import type { Driver, StepMap } from './driver';

/**
 * Modals model steps (machines/modals/modals.model.ts) as browser actions.
 * - start, initial null → /en (after logging in through the Login dialog when the path opens PayIn: only a
 *   logged-in player has the header's Deposit button); initial Login → /en?login, as a guest;
 * - modals open (case 1: Login) → header "Log in"; (case 2: PayIn) → header "Deposit";
 * - modals close (case 1: any) → Esc for Login, the dialog's Close button for PayIn;
 * - modals close (case 2: names Login) → logging in through the open Login dialog (the app closes the auth
 *   modals once the session is authenticated).
 * Visible assertions: closed → no dialog; open → exactly one dialog, named as the open modal.
 */

const DIALOG_NAME: Record<string, string> = { Login: 'Log in', PayIn: 'Deposit', Register: 'Create account' };

const opensPayIn = (keys: string[]) => keys.includes('modals.open#1');

export const modalsSteps: StepMap = {
  async start(d, path) {
    const { initial } = path.input as { initial: string | null };
    if (initial === 'Login') {
      await d.page.goto('/en?login');
      return;
    }
    await d.page.goto('/en');
    if (opensPayIn(path.steps.map((s) => s.key))) {
      const { email, password } = await d.account();
      await d.auth.loginByEmailPassword(email, password);
    }
  },

  steps: {
    async 'modals.open#0'(d) {
      await d.auth.header.getByRole('button', { name: 'Log in', exact: true }).click();
    },
    async 'modals.open#1'(d) {
      await d.auth.header.getByRole('button', { name: 'Deposit', exact: true }).click();
    },
    async 'modals.close#0'(d, step) {
      const open = (step.from!.context as { open: string }).open;
      if (open === 'Login') await d.page.keyboard.press('Escape');
      else await dialog(d, open).getByRole('button', { name: 'Close' }).first().click();
    },
    async 'modals.close#1'(d) {
      const { email, password } = await d.account();
      await d.auth.submitEmailPassword(email, password);
      await d.auth.expectLoggedIn();
    },
  },

  async assert(d, state: AnyMachineSnapshot) {
    switch (top(state.value)) {
      case 'closed':
        return expect(d.page.getByRole('dialog')).toHaveCount(0);
      case 'open': {
        const open = (state.context as { open: string }).open;
        await expect(dialog(d, open)).toBeVisible();
        return expect(d.page.getByRole('dialog')).toHaveCount(1);
      }
      default:
        throw new Error(`no visible assertion for modals state ${JSON.stringify(state.value)}`);
    }
  },

  unsupported: [
    {
      key: 'modals.open#0',
      in: ['open'],
      reason:
        'a modal dialog covers the header (aria-modal overlay) and neither the Login nor the Deposit dialog ' +
        'has a control that opens Login',
    },
    {
      key: 'modals.open#1',
      in: ['open'],
      reason: 'a modal dialog covers the header, and no dialog has a control that opens the Deposit dialog',
    },
    {
      key: 'modals.open#1',
      when: (_from, input) => (input as { initial: string | null }).initial === 'Login',
      reason:
        '?login opens Login only for a guest (a restored session closes the auth modals at once), and a ' +
        'guest has no Deposit button',
    },
    {
      key: 'modals.close#1',
      when: (from) => (from.context as { open: string | null }).open === 'PayIn',
      reason:
        'the auth modals are closed by name when a player logs in; with the Deposit dialog open the player ' +
        'is already logged in, so nothing can send that close',
    },
  ],
};

function dialog(d: Driver, open: string) {
  const name = DIALOG_NAME[open];
  if (!name) throw new Error(`no dialog name known for modal ${open}`);
  return d.page.getByRole('dialog', { name, exact: true });
}
