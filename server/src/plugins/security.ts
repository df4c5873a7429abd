import { MESSAGES } from '@common/texts';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tileOrigin(tileUrl: string): string[] {
  try {
    const u = new URL(tileUrl.replace(/\{[a-z]\}/g, 'a'));
    // Tile URLs often use {s} subdomains: allow the whole parent domain's subdomains.
    return [u.origin, `${u.protocol}//*.${u.hostname.split('.').slice(-2).join('.')}`];
  } catch {
    return [];
  }
}

/** The origin this request was addressed to, as a browser on the same site would send it. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request protection (D1): state-changing calls from a foreign Origin are refused.
 * SameSite=Lax cookies already stop most of them; the Origin check closes the rest (and covers
 * clients that send `Sec-Fetch-Site`). Requests without Origin (curl, server-to-server) pass:
 * they carry no ambient browser cookie to abuse.
 */
export function isForeignOrigin(request: FastifyRequest, allowed: string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== ownOrigin(request) && !allowed.includes(origin);
}

/**
 * With S3_PUBLIC_URL, /uploads/<key> redirects to a signed link on the bucket's address: the page
 * may show images and play media from there too (a browser checks the redirect's target against
 * img-src and media-src), or every photo and video would be blocked.
 */
function bucketOrigin(config: AppConfig): string[] {
  return config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...tileOrigin(config.mapTileUrl), ...bucketOrigin(config)],
        'media-src': ["'self'", 'blob:', ...bucketOrigin(config)],
        'connect-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Served over plain http on loopback by default; https deployments terminate TLS in front.
        'upgrade-insecure-requests': null,
      },
    },
    hsts: config.cookieSecure === 'true',
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeignOrigin(request, config.allowedOrigins)) {
      return reply.code(403).send({ message: MESSAGES.crossSite });
    }
  });
});
