import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/session';

/** What the built renderer (web/src/features/first-screen/render-first-screen.tsx) exports. */
export interface FirstScreenRenderer {
  renderFirstScreen(
    pathname: string,
    serverFetch: (path: string, init: { method: string; headers: Record<string, string> }) => Promise<Response>,
  ): Promise<string | null>;
}

/** What a drawn first screen replaces in the page: the loading mark inside `#root` (web/index.html). */
const LOADING_MARK = /<!-- first-screen[\s\S]*?<!-- \/first-screen -->/;

/** The built renderer, or null when the build has none (tests from source, an older build). */
export async function loadFirstScreenRenderer(file: string): Promise<FirstScreenRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
}

/**
 * A signed-in member's first screen drawn into `shell` (issue 21), or null to send the shell as it
 * is: a visitor, a path the server does not draw, or any failure (the app then loads as before).
 * The screen's data comes from the server's own routes, called in-process with the member's
 * cookie and address, so the session check (and its immediate revocation), the privacy rules and
 * the rate limits are exactly those of the browser's own calls.
 */
export async function drawFirstScreen(
  app: FastifyInstance,
  renderer: FirstScreenRenderer,
  request: FastifyRequest,
  pathname: string,
  shell: string,
): Promise<string | null> {
  if (!request.cookies[SESSION_COOKIE] || !LOADING_MARK.test(shell)) return null;
  try {
    const drawn = await renderer.renderFirstScreen(pathname, async (path, init) => {
      const answer = await app.inject({
        method: init.method as 'GET',
        url: path,
        remoteAddress: request.ip,
        headers: { ...init.headers, cookie: request.headers.cookie ?? '' },
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    });
    return drawn === null ? null : shell.replace(LOADING_MARK, () => drawn);
  } catch (err) {
    request.log.warn({ err, pathname }, 'first screen not drawn; sending the plain page');
    return null;
  }
}

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);

/**
 * A drawn page compressed as the browser accepts (brotli, else gzip, else as it is), at the same
 * per-request settings as the API's answers (plugins/compression.ts): it is written per member.
 */
export async function encodeForBrowser(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipText(html), encoding: 'gzip' };
  return { body: html };
}
