import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What browsers fetch as text; other images, fonts (compressed already) and source maps are left as they are. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/**
 * Below this a compressed copy saves less than its headers cost: brotli takes ≈ 60 bytes off a 256-byte script, about
 * what `Content-Encoding` and `Vary` add; from 500 bytes up it halves a script.
 */
export const MIN_BYTES = 256;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, relative)));
    else found.push(relative);
  }
  return found;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of at least
 * `MIN_BYTES` in `dir`, when the copy is smaller than the file. The server sends them as they are (`preCompressed`),
 * so the strongest settings cost the build once and no request anything.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    if ((await stat(full)).size < MIN_BYTES) continue;
    const source = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < source.length) await writeFile(`${full}.br`, br);
    if (gz.length < source.length) await writeFile(`${full}.gz`, gz);
    files++;
    bytes += source.length;
    brotliBytes += Math.min(br.length, source.length);
  }
  return { files, bytes, brotli: brotliBytes };
}

/** Precompresses the build's output once Vite has written all of it (public files included). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: clientBuildOnly,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotli: compressed } = await precompress(outDir);
      this.info?.(`precompressed ${files} files: ${bytes} bytes, ${compressed} with brotli`);
    },
  };
}
