import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MEMBER_CLOCK_COOKIE, memberTodayFromCookie } from '@common/member-clock';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/session';

/** What the built renderer (web/src/features/first-screen/render-first-screen.tsx) exports. */
export interface FirstScreenRenderer {
  renderFirstScreen(
    pathname: string,
    serverFetch: (path: string, init: { method: string; headers: Record<string, string> }) => Promise<Response>,
    /** The member's date by their browser's clock cookie (common/member-clock.ts), null if unknown. */
    memberToday: string | null,
  ): Promise<string | null>;
}

/** The build's entry script and its module preloads, as Vite and the route shells write them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The page's scripts started after the drawing is painted (web/public/first-screen-loader.js)
 * instead of from the head: a drawn page needs them only to take over, and on a slow connection
 * they took the bandwidth the stylesheet needed (bench:web: first paint 2.4 s against the static
 * page's 0.8 s). Unchanged when the shell does not look as the build writes it.
 */
export function startScriptsAfterPaint(shell: string): string {
  const entry = shell.match(ENTRY_SCRIPT)?.[1];
  if (!entry) return shell;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader = `<script defer src="/first-screen-loader.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return shell.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
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
    const memberToday = memberTodayFromCookie(request.cookies[MEMBER_CLOCK_COOKIE]);
    const drawn = await renderer.renderFirstScreen(
      pathname,
      async (path, init) => {
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
      },
      memberToday,
    );
    return drawn === null ? null : startScriptsAfterPaint(shell).replace(LOADING_MARK, () => drawn);
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
