import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';

/** Where the React floor's script is served from, beside the build's own files. */
export const REACT_FLOOR_BASE = '/reference-react/';

/**
 * Builds the React floor (react-page/main.ts) into `outDir`: minified for production, as the product's scripts
 * are, in one file (the product splits its framework out; one request is the floor's advantage, not a penalty),
 * brotli-compressed as the product's are.
 */
export async function buildReactFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    base: REACT_FLOOR_BASE,
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: path.join(import.meta.dirname, 'react-page/main.ts'),
        output: { entryFileNames: 'main.js' },
      },
    },
  });
  const script = path.join(outDir, 'main.js');
  writeFileSync(`${script}.br`, brotliCompressSync(readFileSync(script)));
}

/**
 * The snapshot with the floor's script started as the product's start script starts the app: after the first
 * paint, so the drawing paints first in both.
 */
export const withReactFloor = (html: string) =>
  html.replace(
    '</body>',
    `<script>requestAnimationFrame(() => setTimeout(() => import("${REACT_FLOOR_BASE}main.js"), 0))</script></body>`,
  );
