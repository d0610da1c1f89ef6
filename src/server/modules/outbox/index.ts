import { defineModule } from '../../core/module';
import { registerOutboxPages } from './routes';

/** The development outbox page: the messages the server would have sent. */
export const outboxModule = defineModule({ name: 'outbox', routes: registerOutboxPages });
