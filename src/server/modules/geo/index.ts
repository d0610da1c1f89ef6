import { defineModule } from '../../core/module';
import { registerGeo } from './routes';

/** GET /geo_ip: the visitor's country, and whether it is blocked. */
export const geoModule = defineModule({ name: 'geo', routes: registerGeo });
