import { isIdPastMax } from '@common/schemas/id';
import { MESSAGES } from '@common/texts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

/**
 * Fastify's own refusals of a URL before any route is found (`frameworkErrors`): a path that is not
 * valid percent-encoding (`%FF`), or a parameter past the router's length, answer 400 in the API's
 * shape instead of the framework's `{ error, code, statusCode }`.
 */
export function urlError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? MESSAGES.urlTooLong : MESSAGES.urlInvalid;
  return reply.code(400).send({ message });
}

/**
 * Every error leaves as `{ message, errors? }`. Validation errors name the first message and one
 * message per field; 5xx are logged with the request id and answered without details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id past the largest the database holds names no row: 404, as for any unknown id.
      if (
        error.validationContext === 'params' &&
        error.validation.some((v) => isIdPastMax({ code: v.keyword, ...v.params }))
      ) {
        return reply.code(404).send({ message: MESSAGES.notFound });
      }
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field: string = issue.instancePath.split('/').filter(Boolean)[0] ?? '_';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0];
      const message =
        first && first.instancePath === '' && error.validationContext === 'body'
          ? 'Request body must be a JSON object'
          : (first?.message ?? 'Invalid request');
      return reply.code(400).send({ message, errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.code(status).send({ message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.serverError });
  });
});
