import { IDEMPOTENCY_KEY_HEADER } from '@common/api';
import { apiErrorSchema } from '@common/schemas/responses/error';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { zodResponseSchema } from '../lib/response-serializer';
import { SECURITY_SCHEMES } from '../lib/route-access';

export { SECURITY_SCHEMES };

// How each route appears in the OpenAPI document (plugins/openapi.ts). Request and response
// schemas come from the route's own Zod schemas (fastify-type-provider-zod); this adds what a
// developer also needs and the route does not say: its tag, who may call it, and its errors.

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

/** Tags by path prefix, longest first wins; anything else is tagged by its first path segment. */
const TAGS: [prefix: string, tag: string][] = [
  ['/api/admin/', 'admin'],
  ['/api/auth/', 'auth'],
  ['/api/login', 'auth'],
  ['/api/logout', 'auth'],
  ['/api/account/', 'auth'],
  ['/api/mail/', 'notifications'],
  ['/api/posts', 'posts'],
  ['/api/comments/', 'posts'],
  ['/api/bookmarks', 'posts'],
  ['/api/places', 'posts'],
  ['/api/users/:id/posts', 'posts'],
  ['/api/users/:id/workout-plans', 'workouts'],
  ['/api/users/:id/activity', 'workouts'],
  ['/api/users/:id/goals', 'workouts'],
  ['/api/users/:id/export', 'data-export'],
  ['/api/users/:id/badges', 'badges'],
  ['/api/users', 'people'],
  ['/api/follow', 'people'],
  ['/api/search/', 'people'],
  ['/api/settings', 'people'],
  ['/api/suggested-users', 'people'],
  ['/api/blocks', 'moderation'],
  ['/api/reports', 'moderation'],
  ['/api/activities', 'activities'],
  ['/api/api-tokens', 'activities'],
  ['/api/privacy-zones', 'activities'],
  ['/api/workout', 'workouts'],
  ['/api/exercise', 'workouts'],
  ['/api/exercises', 'exercises'],
  ['/api/exercises/recent', 'workouts'],
  ['/api/history-import', 'history-import'],
  ['/api/meal', 'meals'],
  ['/api/foods', 'meals'],
  ['/api/recipes', 'meals'],
  ['/api/nutrition', 'meals'],
  ['/api/chat/', 'chat'],
  ['/api/messages/', 'chat'],
  ['/api/config/map', 'gyms'],
  ['/api/config/media', 'media'],
  ['/api/upload/', 'media'],
  ['/fileupload', 'media'],
  ['/uploads/', 'media'],
  ['/healthz', 'health'],
  ['/readyz', 'health'],
  ['/ws', 'realtime'],
];

export function tagOf(url: string): string {
  let best: [string, string] | undefined;
  for (const entry of TAGS) {
    if (url.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? url.split('/').filter(Boolean)[url.startsWith('/api/') ? 1 : 0] ?? 'app';
}

type Schema = FastifySchema & Record<string, unknown>;

/** Whether the route's own schema (not the document's global default) lets visitors in. */
export function isPublic(schema: Schema | undefined): boolean {
  return Array.isArray(schema?.security) && schema.security.length === 0;
}

export function isAdmin(url: string, schema: Schema | undefined): boolean {
  return url.startsWith('/api/admin/') || schema?.['x-fitcircle-admin'] === true;
}

/** Whether the route's headers schema declares the Idempotency-Key (workout and meal logs). */
function takesIdempotencyKey(schema: Schema | undefined): boolean {
  const shape = (schema?.headers as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && IDEMPOTENCY_KEY_HEADER in shape;
}

/** The route's error answers (status → description), each in the API's error shape. */
function errorResponses(url: string, schema: Schema | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (schema?.body || schema?.querystring || schema?.params) {
    errors[400] = 'Refused input: `message` names the first problem, `errors` one per field.';
  }
  if (!isPublic(schema)) errors[401] = 'Not signed in (no valid session cookie or token).';
  if (isAdmin(url, schema)) errors[403] = 'Signed in, but not an admin (Access Denied).';
  if (url.includes(':')) errors[404] = 'No such resource, or not visible to the caller.';
  if (takesIdempotencyKey(schema)) {
    errors[422] = 'The `Idempotency-Key` was already used by the caller for another request body.';
  }
  return errors;
}

const WEBSOCKET_DOCS = {
  summary: 'Real-time events (WebSocket)',
  description:
    'Upgrades to a WebSocket with the session cookie (403 for a foreign Origin, 401 without a session). ' +
    'Messages are JSON `{ type, ... }`: new chat messages, typing, presence and notifications ' +
    '(`common/socket-events.ts`).',
  response: { 101: { description: 'Switching Protocols: the socket is open.', type: 'null' } },
};

/** A route that declares no success answer (plugins/openapi.test.ts refuses any). */
export const UNDESCRIBED = '2XX';
const UNDESCRIBED_TEXT = 'Success. This answer has no response schema yet.';

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 503: 'Unavailable' };

/** jsonSchemaTransform, plus the route's tag, admin mark and error answers. */
export const openapiTransform: Transform = (input: TransformInput) => {
  const { url } = input;
  let schema = input.schema as Schema | undefined;
  // @fastify/websocket hides its routes; the real-time socket is part of the API all the same.
  if ((input.route as { websocket?: boolean }).websocket) {
    const { hide: _, ...rest } = schema ?? {};
    schema = { ...rest, ...WEBSOCKET_DOCS };
  }
  // Zod response schemas are converted; plain JSON Schemas (a 204's `noContentSchema`) kept as they are.
  const responses = Object.entries((schema?.response ?? {}) as Record<string, unknown>);
  const plain = Object.fromEntries(responses.filter(([, s]) => !zodResponseSchema(s)));
  const errors = errorResponses(url, schema);
  const zodResponses = {
    ...Object.fromEntries(Object.keys(errors).map((status) => [status, apiErrorSchema])),
    ...Object.fromEntries(responses.filter(([, s]) => zodResponseSchema(s))),
  };
  const result = jsonSchemaTransform({ ...input, schema: { ...schema, response: zodResponses } } as TransformInput);
  const out = result.schema as Schema;
  if (out.hide) return result;
  const described = Object.entries((out.response ?? {}) as Record<string, Record<string, unknown>>).map(
    ([status, body]) => [status, { ...body, description: errors[status] ?? SUCCESS[status] ?? 'OK' }],
  );
  const response: Record<string, unknown> = { ...plain, ...Object.fromEntries(described) };
  const success = Object.keys(response).some((status) => !(status in errors));
  out.response = success ? response : { [UNDESCRIBED]: { description: UNDESCRIBED_TEXT, type: 'null' }, ...response };

  const admin = isAdmin(url, schema);
  const tags = [tagOf(url)];
  if (admin && !tags.includes('admin')) tags.push('admin');
  out.tags = (schema?.tags as string[] | undefined) ?? tags;
  if (admin) out['x-fitcircle-admin'] = true;
  return { schema: out, url };
};

type TransformObject = typeof jsonSchemaTransformObject;

/**
 * jsonSchemaTransformObject puts every registered schema in `components` twice (as read and as
 * written); this keeps the ones the document refers to, without the `$schema`/`$id` it adds.
 */
export const openapiTransformObject: TransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as ReturnType<TransformObject> & {
    components?: { schemas?: Record<string, Record<string, unknown>> };
  };
  const schemas = doc.components?.schemas ?? {};
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  // Until nothing changes: a schema referred to only by a dropped one is dropped too.
  for (let dropped = true; dropped; ) {
    const referenced = new Set(
      [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
    );
    dropped = false;
    for (const name of Object.keys(schemas)) {
      if (!referenced.has(name)) {
        delete schemas[name];
        dropped = true;
      }
    }
  }
  return doc;
};
