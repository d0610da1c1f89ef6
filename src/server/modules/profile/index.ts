import { defineModule } from '../../core/module';
import { registerProfileRoutes } from './routes';

/** The player's profile and settings. */
export const profileModule = defineModule({ name: 'profile', routes: registerProfileRoutes });
