import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientBuildOnly } from './scripts/client-build';
import { layoutChunk } from './scripts/layout-chunk';
import { catalogSplitPlugin } from './scripts/i18n/catalog-split';
import { prerenderPlugin } from './scripts/prerender/prerender-plugin';
import { pwaPlugin } from './scripts/pwa/pwa-plugin';
import { precompressPlugin } from './scripts/precompress';
import { stripMachineDescriptionsPlugin } from './scripts/strip-machine-descriptions';

/**
 * Gives each build an id: `builds/latest.json` (`{ "id": … }`, served by the server on every site host) and
 * `import.meta.env.VITE_BUILD_ID` in the bundle carry the same value, so the browser can tell that a newer build
 * is deployed (SPEC §4 build check). The id is the build's start time, `YYYYMMDDTHHMMSSmmmZ` in UTC, so ids sort
 * as they were built; a hash of the emitted chunk names cannot be used because the id is compiled into those
 * chunks, which would make the hash depend on itself.
 */
function buildId(id = new Date().toISOString().replace(/[-:.]/g, '')): Plugin {
  return {
    name: 'build-id',
    // the dev server has no build to compare with, so its pages carry no id and their build check stays off
    apply: clientBuildOnly,
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id })}\n` });
    },
  };
}

// The router plugin must come before the React plugin (TanStack docs).
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    catalogSplitPlugin(),
    tailwindcss(),
    buildId(),
    stripMachineDescriptionsPlugin(),
    pwaPlugin(),
    prerenderPlugin(),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist/client',
    // artwork stays a file of its own (hashed, cached, precompressed) instead of a data: URI inside the scripts,
    // which would count against the lobby's script budget on every first load
    assetsInlineLimit: (filePath) => (filePath.endsWith('.svg') ? false : undefined),
    // every browser the site supports preloads modules itself
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      // zod/mini's builders make schemas and nothing else: a schema no page uses (a body only the server checks, an
      // answer of a call the page never makes) is left out instead of being built at every start. Reading a property
      // has no side effect in this code base (no getter is read for its effect): without that, a schema whose checks
      // read a constant (`z.maxLength(REALTIME.maxChannels)`) stayed in as a bare call.
      treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            // what every page runs: one compressed file instead of a dozen small ones, each with its own headers
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|ky|@lingui|zod|js-cookie|bowser)[\\/]/,
            },
            // the route definitions the route tree imports (their pages stay in chunks of their own)
            { name: 'routes', test: /[\\/]src[\\/]routes[\\/][^?]*\.tsx$/ },
            // the rest of what the entry imports, in the entry's chunk rather than in tiny ones of its own
            // the API contracts and clients with the machines: one chunk, one task of its own before the rest
            { name: 'flows', tags: ['$initial'], test: /[\\/](src[\\/](contract|api)|machines)[\\/]/ },
            { name: 'boot', tags: ['$initial'], test: /[\\/](src|machines)[\\/]/ },
            // what the site's frame draws on every page, with the small modules it shares with the pages
            {
              name: layoutChunk(
                ['src/views/layout/site-layout.tsx', 'src/ui/page-header.tsx'],
                'site-layout',
              ),
              debugName: 'site-layout',
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
