import { MESSAGES } from '@common/texts';

/** An error a handler throws to answer 4xx with `{ message, errors }` (the API's one error shape). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
