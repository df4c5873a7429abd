import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { STORED_FORMATS } from './formats';
import { type ByteRange, extensionOfKey, type MediaStorage } from './storage';

/**
 * The byte range a `Range` header asks for in a file of `size` bytes: 'full' when there is none
 * (or one we choose to ignore, like several ranges at once, which RFC 9110 allows), or
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'full' | 'unsatisfiable' {
  if (!header) return 'full';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'full';
  if (match[1] === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'full';
  return { start, end };
}

/**
 * Streams a stored file. Keys never change (a new upload gets a new key), so files are cached for a
 * year as immutable. `nosniff` and the type from our own extension map keep a browser from reading
 * a file as anything but the image or video it is. Videos need 206 answers to Range requests for
 * seeking in <video>.
 */
export async function sendMedia(storage: MediaStorage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const ext = extensionOfKey(key);
  // Activity files are private to their owner (issue 14): the public route knows none of them.
  if (ext && STORED_FORMATS[ext].kind === 'activity') throw notFound();
  const stat = ext && (await storage.stat(key));
  if (!ext || !stat) throw notFound();

  const range = parseRange(request.headers.range, stat.bytes);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${stat.bytes}`)
      .send({ message: 'Requested range not satisfiable' });
  }

  const etag = `"${key}"`;
  const cacheHeaders = { 'cache-control': 'public, max-age=31536000, immutable', etag };
  if (request.headers['if-none-match'] === etag) return reply.code(304).headers(cacheHeaders).send();

  const part = range === 'full' ? undefined : range;
  const stream = request.method === 'HEAD' ? null : await storage.createReadStream(key, part);
  if (request.method !== 'HEAD' && !stream) throw notFound();

  reply.headers({
    ...cacheHeaders,
    'content-type': STORED_FORMATS[ext].contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
    'accept-ranges': 'bytes',
    'content-length': part ? part.end - part.start + 1 : stat.bytes,
  });
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${stat.bytes}`);
  return reply.send(stream ?? undefined);
}
