import { ACCOUNT_EMAIL_MESSAGES as M, UNSUBSCRIBED_TEXT } from '@common/account-email-texts';
import { unsubscribedSchema } from '@common/schemas/responses/account-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { unsubscribe } from './email-choices';
import { readUnsubscribeToken } from './unsubscribe-token';

const querySchema = z.object({ token: z.string().max(300).optional() });

/**
 * POST /api/mail/unsubscribe, signed out: the token comes in the query (mail apps POST
 * `List-Unsubscribe=One-Click` as a form to the header's address, RFC 8058) or in a JSON body
 * (the web app's /unsubscribe page). The signed token is the only credential.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail apps send a form body; only this plugin's routes accept one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/mail/unsubscribe',
    { schema: { ...ACCESS.public, querystring: querySchema, response: { 200: unsubscribedSchema } } },
    async (request) => {
      const bodyToken = (request.body as { token?: unknown } | undefined)?.token;
      const token = request.query.token ?? (typeof bodyToken === 'string' ? bodyToken : '');
      const found = await readUnsubscribeToken(app.db, token);
      if (!found) throw badRequest(M.unsubscribeInvalid);
      await unsubscribe(app.db, found.userId, found.list);
      request.log.info({ userId: found.userId, list: found.list }, 'unsubscribed from email');
      return { list: found.list, message: UNSUBSCRIBED_TEXT[found.list] };
    },
  );
};
