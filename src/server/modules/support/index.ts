import { defineModule } from '../../core/module';
import { registerSupportRoutes } from './routes';

/** The support chat's messages, forwarded to support by mail. */
export const supportModule = defineModule({ name: 'support', routes: registerSupportRoutes });
