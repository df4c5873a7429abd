import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@common/texts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { drawFirstScreen, encodeForBrowser, loadFirstScreenRenderer } from '../modules/first-screen';

export const API_PREFIXES = ['/api/', '/ws', '/uploads/', '/fileupload', '/healthz', '/readyz'];

/** Vite names every file under /assets/ by a hash of its content: a new build gets new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the SPA fallback) is revalidated on every visit, so a new build shows at once. */
export const REVALIDATE = 'no-cache';
/** A page drawn for one member holds their data: never kept by any cache, shared or theirs. */
export const PERSONAL_PAGE = 'private, no-store';

/** @fastify/static 10 hands its `setHeaders` the Fastify reply (9 handed the raw response). */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
  // The same URL answers brotli, gzip or plain bytes depending on Accept-Encoding.
  reply.header('vary', 'accept-encoding');
}

/**
 * Serves the built React app from dist/web. The build writes a brotli (.br) and a gzip (.gz) copy
 * of each text file beside it (vite.config.ts), sent as they are to browsers that accept them
 * (`preCompressed`), so no byte is compressed per request. Hashed assets are cached for a year as
 * immutable; index.html is never served from cache without asking; any other page path answers
 * index.html so the client router takes over, but a missing /assets/ file is a 404: a page built
 * before a deploy asking for its old chunk must fail loudly, not receive HTML as JavaScript.
 * Paths members land on most answer their route shell instead of index.html: the same page plus
 * module preloads of that path's first scripts (scripts/vite/route-shells.mjs). A signed-in
 * member's dashboard comes with its first screen already drawn (modules/first-screen).
 */
export const staticWebPlugin = fp(async (app: FastifyInstance) => {
  const webDir = app.config.webDir;
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  const shells = readRouteShells(webDir);
  const renderer = hasWeb ? await loadFirstScreenRenderer(app.config.firstScreenRenderer) : null;
  const shellText = new Map<string, string>();
  const readShell = (file: string) => {
    let text = shellText.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(webDir, file), 'utf8');
      shellText.set(file, text);
    }
    return text;
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache-control (setHeaders) instead of send's `public, max-age=0`, which would
      // otherwise overwrite it.
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn({ webDir }, 'no built web app found; run `npm run build` to serve the front end');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    const isAsset = url.startsWith('/assets/');
    if (hasWeb && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = url.replace(/\/+$/, '') || '/';
      const shell = shells[pathname] ?? 'index.html';
      const drawn =
        renderer && request.method === 'GET'
          ? await drawFirstScreen(app, renderer, request, pathname, readShell(shell))
          : null;
      if (drawn !== null) {
        // Not a route, so the compression hook does not see it: compressed here.
        const { body, encoding } = await encodeForBrowser(drawn, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('cache-control', PERSONAL_PAGE)
          .header('vary', 'cookie, accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      return reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').sendFile(shell);
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
});

/** path → route shell file, as the build listed them (none for an older build). */
function readRouteShells(webDir: string): Record<string, string> {
  const file = path.join(webDir, 'route-shells.json');
  if (!existsSync(file)) return {};
  const shells = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  // Only files of the build itself, whatever the index says.
  return Object.fromEntries(Object.entries(shells).filter(([, f]) => /^route-shells\/[\w-]+\.html$/.test(f)));
}
