import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Response compression for what the server makes as it answers (JSON, the OpenAPI document and
 * its UI, /metrics; the app's pages and files compress themselves, spa.ts): brotli or gzip as the request's Accept-Encoding allows (brotli
 * preferred, at quality 4: fast enough per request, close to gzip -9 in size), bodies of 1 KB and
 * more, compressible types only (text, JSON, XML; never images, PDFs, event streams or an answer
 * that already has a Content-Encoding, such as a precompressed file of the web build), never a
 * partial (206) answer. Streams (file downloads) are compressed on the fly when their type is
 * compressible and sent as they are otherwise; receipts and dispute images are images or PDFs.
 * Request bodies are not decompressed: webhooks verify signatures over the bytes they were sent.
 * The WebSocket upgrade never passes through here.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export const compression = fp(compressionPlugin, { name: 'compression' });
