import { Trans } from '@lingui/react/macro';
import { useModalEvents } from '../../../app';
import { Button } from '../../../ui/button';

/** In place of the bet button for a guest: log in or sign up to play. */
export function GuestPrompt() {
  const modals = useModalEvents();
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-night-900 p-4 text-center">
      <p className="text-sm text-slate-300">
        <Trans>Log in or sign up to play for real money.</Trans>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => modals.open('Login')}>
          <Trans>Log in</Trans>
        </Button>
        <Button onClick={() => modals.open('Register')}>
          <Trans>Sign up</Trans>
        </Button>
      </div>
    </div>
  );
}
