import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireMemberOrToken } from '../modules/activities';
import { isAdmin, isPublic } from './openapi-transform';
import { requireAdmin, requireUser } from './session';

type Check = (request: FastifyRequest) => Promise<unknown>;

/**
 * The caller check a route's documented access asks for (lib/route-access.ts: public, member or
 * token, admin, else a member), or none: public routes, hidden ones (the web app's files, the
 * document itself) and the socket, which refuses visitors itself.
 */
export function callerCheckOf(route: Pick<RouteOptions, 'url' | 'schema'> & { websocket?: boolean }): Check | null {
  const schema = route.schema as (Record<string, unknown> & { security?: Record<string, string[]>[] }) | undefined;
  if (schema?.hide === true || route.websocket || isPublic(schema)) return null;
  if (isAdmin(route.url, schema)) return requireAdmin;
  if (schema?.security?.some((scheme) => 'apiToken' in scheme)) return requireMemberOrToken;
  return requireUser;
}

/**
 * Who is calling, before anything about the request is read: a visitor on a route that needs a
 * session gets 401 (a member on an admin route 403) whatever the body, query or path, on every
 * route alike. The handlers keep their own requireUser / requireAdmin as the check of record;
 * the session is looked up once per request, so this costs no second query.
 */
export const sessionFirstPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const check = callerCheckOf(route as RouteOptions & { websocket?: boolean });
    if (!check) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [
      async (request) => {
        await check(request);
      },
      ...own,
    ];
  });
});
