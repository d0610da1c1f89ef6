import { config, core } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Classic zod registers its English messages when it builds its first schema; zod/mini leaves that to its user.
 * Every contract module that builds schemas imports this one, so the texts of issues without a message of ours
 * ("Too small: …", "Unrecognized key: …") read the same on the server, in the browser and in tests. Like classic
 * zod, it keeps a locale that was configured before.
 */
if (!core.globalConfig.localeError) config(en());
