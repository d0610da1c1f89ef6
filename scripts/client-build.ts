import type { ConfigEnv, UserConfig } from 'vite';

/**
 * `apply` for the plugins that make the site's files (build id, catalogs split, app manifest and worker, prerendered
 * pages, compressed copies): the browser's build only, not the server-side bundle the prerendering renders with.
 */
export const clientBuildOnly = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && !env.isSsrBuild;
