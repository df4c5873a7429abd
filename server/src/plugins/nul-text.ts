import { MESSAGES } from '@common/texts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { fieldWithNul } from '../lib/nul-text';

/**
 * No text with a NUL character (`\u0000`) reaches a route: PostgreSQL refuses it in text, so a
 * post, a username or a search with one would answer 500. Refused with 400 before validation, on
 * every route, for the body, the query string and the path alike.
 */
export const nulTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field) throw badRequest(MESSAGES.nulCharacter, { [field]: MESSAGES.nulCharacter });
  });
});
