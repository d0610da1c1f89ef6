import { defineModule } from '../../core/module';
import { registerConfirmRoutes } from './confirm-routes';
import { createAuthContext } from './context';
import { registerLoginRoutes } from './login-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegisterRoutes } from './register-routes';
import { registerResetRoutes } from './reset-routes';
import { registerSessionRoutes } from './session-routes';

/** Accounts: registration, login, sessions, address confirmation, password reset and change. */
export const authModule = defineModule({
  name: 'auth',
  async routes(api, services) {
    const auth = await createAuthContext(services);
    await registerSessionRoutes(api, auth);
    await registerRegisterRoutes(api, auth);
    await registerLoginRoutes(api, auth);
    await registerConfirmRoutes(api, auth);
    await registerResetRoutes(api, auth);
    await registerPasswordRoutes(api, auth);
  },
});
