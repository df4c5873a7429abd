import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text worth compressing: JSON and other text, JavaScript, SVG and XML. Not images, video or
 * octet streams (already compressed, or ranges of files), nor server-sent events (a compressor
 * would hold back each event until its buffer fills).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)|\+json\b/;

/**
 * Compresses API answers (and any other text a route sends) above 1 KB with brotli or gzip, as the
 * browser accepts. The web app's own files come pre-compressed from the build
 * (plugins/static-web.ts): this plugin sees their Content-Encoding and leaves them alone. Media
 * (/uploads) are images and video, never compressed, so their byte ranges (206) stay the file's
 * own bytes; the plugin also skips every 206 and Content-Range answer. Request bodies are not
 * decompressed: an upload's size limit is counted on the bytes that arrive. Brotli quality 4 is
 * the library's choice for per-request work (quality 11 costs tens of times more CPU for a few
 * percent). Register before the routes: it attaches itself to the routes added after it.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
});
