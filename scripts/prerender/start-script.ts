import path from 'node:path';
import { build } from 'rolldown';

/**
 * The start script of the prerendered pages (src/prerender/start.ts), bundled on its own (it runs before any of the
 * app's chunks) with the app's module scripts it loads.
 */
export async function startScript(root: string, modules: readonly string[]): Promise<string> {
  const output = await build({
    input: path.join(root, 'src/prerender/start.ts'),
    write: false,
    logLevel: 'warn',
    transform: { define: { __APP_MODULES__: JSON.stringify(JSON.stringify(modules)) } },
    output: { format: 'esm', minify: true },
  });
  return output.output[0].code;
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The page's module scripts (their addresses, in order) and the page without them. */
export function withoutModuleScripts(html: string): { html: string; modules: string[] } {
  const modules = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  return { html: html.replace(MODULE_SCRIPT, ''), modules };
}
