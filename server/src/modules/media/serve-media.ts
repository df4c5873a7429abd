import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { parseRangeHeader, resolveRange } from './byte-range';
import { STORED_FORMATS } from './formats';
import { type ByteRange, extensionOfKey, type MediaStorage } from './storage';

/**
 * Streams a stored file, from the disk or the bucket alike (the bucket is asked for the same byte
 * range in the same request, so a seek in a video reads only what it shows). Keys never change (a
 * new upload gets a new key), so files are cached for a year as immutable. `nosniff` and the type from our own extension map keep a browser from reading
 * a file as anything but the image or video it is. Videos need 206 answers to Range requests for
 * seeking in <video>.
 */
export async function sendMedia(storage: MediaStorage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const ext = extensionOfKey(key);
  // Activity files are private to their owner (issue 14): the public route knows none of them.
  if (!ext || STORED_FORMATS[ext].kind === 'activity') throw notFound();
  if (storage.signedUrl) {
    // A bucket with S3_PUBLIC_URL serves the bytes itself: the same checks, then a link signed for
    // minutes (the bucket stays private; a missing file is the bucket's 404).
    const { url, maxAgeSeconds } = await storage.signedUrl(key, { contentType: STORED_FORMATS[ext].contentType });
    return reply
      .code(302)
      .headers({ location: url, 'cache-control': `private, max-age=${maxAgeSeconds}` })
      .send();
  }
  const etag = `"${key}"`;
  const cacheHeaders = { 'cache-control': 'public, max-age=31536000, immutable', etag };
  const wanted = parseRangeHeader(request.headers.range);

  // A revalidation or a HEAD needs only the size; a GET reads size and bytes in one go.
  let size: number;
  let part: ByteRange | null;
  let stream: Readable | undefined;
  if (request.method === 'HEAD' || request.headers['if-none-match'] === etag) {
    const found = await storage.stat(key);
    if (!found) throw notFound();
    if (request.headers['if-none-match'] === etag) return reply.code(304).headers(cacheHeaders).send();
    const resolved = wanted === 'full' ? null : resolveRange(wanted, found.bytes);
    if (resolved === 'unsatisfiable') return unsatisfiable(reply, found.bytes);
    size = found.bytes;
    part = resolved;
  } else {
    const file = await storage.open(key, wanted);
    if (!file) throw notFound();
    if (file.unsatisfiable) return unsatisfiable(reply, file.size);
    ({ size, part, stream } = file);
  }

  reply.headers({
    ...cacheHeaders,
    'content-type': STORED_FORMATS[ext].contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
    'accept-ranges': 'bytes',
    'content-length': part ? part.end - part.start + 1 : size,
  });
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${size}`);
  return reply.send(stream);
}

const unsatisfiable = (reply: FastifyReply, size: number) =>
  reply.code(416).header('content-range', `bytes */${size}`).send({ message: 'Requested range not satisfiable' });
