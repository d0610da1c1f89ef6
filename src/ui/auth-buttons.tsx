import { Trans } from '@lingui/react/macro';
import { Button } from './button';

export interface AuthButtonsProps {
  onLogin: () => void;
  onRegister: () => void;
}

/** The guest's header buttons: log in and sign up. */
export function AuthButtons({ onLogin, onRegister }: AuthButtonsProps) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={onLogin}>
        <Trans>Log in</Trans>
      </Button>
      <Button size="sm" onClick={onRegister}>
        <Trans>Sign up</Trans>
      </Button>
    </div>
  );
}
