import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers smaller than this go as they are: a bet's answer (≈ 0.8 KB) gains less than compressing it costs. */
export const API_COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's larger JSON answers (history pages, the feed, settings) with brotli, else gzip, by the
 * request's Accept-Encoding. Brotli's quality 4 compresses a few KB in tens of µs, close to its best ratio for
 * JSON; the site's files are compressed at build time instead (http/site.ts). Request bodies are never
 * decompressed: the body limit would then bound the compressed size, not what the server parses.
 */
export async function registerApiCompression(scope: FastifyInstance) {
  await scope.register(compress, {
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
