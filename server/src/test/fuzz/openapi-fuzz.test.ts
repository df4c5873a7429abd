import { ID_MAX } from '@common/schemas/id';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../plugins/openapi';
import { buildSignedInUser } from '../factories';
import { ensureStarterFoods } from '../factories/meals';
import { loadWorkoutLibrary } from '../factories/workouts';
import { seededRandom } from '../seeded-random';
import { useTestApp } from '../test-app';

// Every operation of the OpenAPI document the app serves, called with input the document refuses
// (issue 31): ids past the database's range, NUL characters, wrong types, huge strings, missing
// required fields, paths that are not valid percent-encoding. Whatever the input, the app answers
// 4xx in the documented `{ message, errors? }` shape, never 5xx, and a visitor on an operation that
// needs a session gets 401 before anything about the input is said. A fixed seed and a few
// requests per operation keep it bounded (its request count and duration are logged).

const ctx = useTestApp();

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
  'x-fitcircle-admin'?: boolean;
};
type Document = { components?: { schemas?: Record<string, Schema> }; paths: Record<string, Record<string, Operation>> };

const SEED = 31;
const MUTATIONS_PER_OPERATION = 6;

const { next: random, pick } = seededRandom(SEED);

let doc: Document;

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return resolve(alternatives.find((s) => resolve(s).type !== 'null') ?? alternatives[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve));
  return schema;
}

const typeOf = (schema: Schema): string => {
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().filter((t) => t !== 'null');
  return types[0] ?? 'null';
};

/** A value the schema accepts as far as this can tell (the input the mutations start from). */
function sample(raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], depth + 1);
      return out;
    }
    default:
      if (schema.format === 'date') return '2024-05-06';
      if (schema.format === 'date-time') return '2024-05-06T07:08:09.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/fuzz';
      return 'fuzz'.padEnd(Math.max(schema.minLength ?? 0, 4), 'z').slice(0, schema.maxLength ?? 1000);
  }
}

const PAST_ID = [String(ID_MAX + 1), '9007199254740991', '99999999999999999999'];
const NUL = ['a\u0000b', '\u0000'];
const HUGE = 'x'.repeat(100_000);

/** Values a field's schema refuses, or that once reached the database: a few are sent. */
function badValues(raw: Schema | undefined): unknown[] {
  const type = typeOf(resolve(raw));
  if (type === 'integer' || type === 'number') {
    return [...PAST_ID.map(Number), -1, 0, 1.5, 'twelve', null, { id: 1 }, [1], true];
  }
  if (type === 'boolean') return ['yes', 2, null, {}];
  if (type === 'array') return [[...NUL], [ID_MAX + 1], 'not a list', [{}], {}];
  if (type === 'object') return [{ '\u0000': 1 }, [], 'text', 7];
  return [...NUL, HUGE, 42, ['a', 'b'], {}, null, ''];
}

/** The same for a value written in a path or a query string (always text). */
function badTexts(raw: Schema | undefined, where: 'path' | 'query'): string[] {
  const type = typeOf(resolve(raw));
  const common = ['%00', 'a%00b', where === 'path' ? 'x'.repeat(150) : 'x'.repeat(5000), '%FF'];
  return type === 'integer' || type === 'number' ? [...PAST_ID, '-1', '1.5', 'abc', ...common] : common;
}

interface Call {
  method: string;
  url: string;
  body?: unknown;
  rawBody?: string;
  what: string;
  /** Refused by the router before any operation is known (400 to anyone, plugins/errors.ts). */
  urlLevel?: boolean;
}

/** The operation's call with every input at its sample value, except `mutate`'s. */
function buildCall(
  method: string,
  path: string,
  op: Operation,
  mutate?: { in: 'path' | 'query' | 'body'; name: string; value: unknown } | { in: 'missing'; name: string },
): Call {
  const params = op.parameters ?? [];
  let url = path;
  const query: string[] = [];
  for (const p of params) {
    const mutated = mutate && mutate.in === p.in && mutate.name === p.name ? (mutate as { value: unknown }) : null;
    if (p.in === 'path') {
      const value = mutated
        ? String(mutated.value)
        : encodeURIComponent(String(idLike(p) ? 999_999 : sample(p.schema)));
      url = url.replace(`{${p.name}}`, value);
    } else if (p.in === 'query') {
      if (mutate?.in === 'missing' && mutate.name === p.name) continue;
      if (mutated) query.push(`${p.name}=${String(mutated.value)}`);
      else if (p.required) query.push(`${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
    }
  }
  if (query.length > 0) url += `?${query.join('&')}`;
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  let body: unknown;
  if (bodySchema || ['POST', 'PUT', 'PATCH'].includes(method)) {
    body = sample(bodySchema) ?? {};
    if (mutate?.in === 'body' && mutate.name === '_') body = mutate.value;
    else if (mutate?.in === 'body' && body && typeof body === 'object' && !Array.isArray(body)) {
      body = { ...body, [mutate.name]: mutate.value };
    } else if (mutate?.in === 'missing' && body && typeof body === 'object') {
      const { [mutate.name]: _, ...rest } = body as Record<string, unknown>;
      body = rest;
    }
  }
  const what = mutate ? `${mutate.in} ${mutate.name}${'value' in mutate ? `=${preview(mutate.value)}` : ''}` : 'sample';
  return { method, url, body, what };
}

const idLike = (p: Parameter) => /id$/i.test(p.name) && typeOf(resolve(p.schema)) === 'integer';

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text ?? String(value)).replaceAll('\u0000', '\\0').slice(0, 30);
}

/** A few seeded mutations of the operation's fields: each field's value drawn from its bad ones. */
function mutations(method: string, path: string, op: Operation): Call[] {
  const candidates: Call[] = [];
  for (const p of op.parameters ?? []) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const value = pick(badTexts(p.schema, p.in));
    const urlLevel = p.in === 'path' && (value === '%FF' || value.length > 100);
    candidates.push({ ...buildCall(method, path, op, { in: p.in, name: p.name, value }), urlLevel });
    if (p.in === 'query' && p.required) candidates.push(buildCall(method, path, op, { in: 'missing', name: p.name }));
  }
  const bodySchema = resolve(op.requestBody?.content?.['application/json']?.schema);
  for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
    candidates.push(buildCall(method, path, op, { in: 'body', name, value: pick(badValues(schema)) }));
    if (bodySchema.required?.includes(name)) candidates.push(buildCall(method, path, op, { in: 'missing', name }));
  }
  if (['POST', 'PUT', 'PATCH'].includes(method)) {
    candidates.push(buildCall(method, path, op, { in: 'body', name: '_', value: pick([[], 'text', 42, [{}]]) }));
    candidates.push({ ...buildCall(method, path, op), rawBody: '{"not json', what: 'malformed JSON' });
  }
  // Shuffled with the seed; the first few are sent.
  for (let i = candidates.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
  }
  const chosen = candidates.slice(0, MUTATIONS_PER_OPERATION);
  // A path that is not valid percent-encoding, on every operation that has a path parameter.
  if (path.includes('{')) {
    chosen.push({ ...buildCall(method, path.replace(/\{\w+\}/, '%FF'), op), what: 'path %FF', urlLevel: true });
  }
  // An operation with no input at all is still called once.
  if (chosen.length === 0) chosen.push(buildCall(method, path, op));
  return chosen;
}

let requests = 0;

async function send(call: Call, cookie?: string) {
  requests += 1;
  const json = call.rawBody !== undefined || call.body !== undefined;
  return ctx.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: { ...(cookie ? { cookie } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(call.rawBody !== undefined
      ? { payload: call.rawBody }
      : call.body !== undefined
        ? { payload: JSON.stringify(call.body) }
        : {}),
  });
}

/** A 4xx in the documented shape: `{ message, errors? }`, a readable message, one text per field. */
function expectErrorShape(res: Awaited<ReturnType<typeof send>>, where: string) {
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(
    Object.keys(body).filter((k) => k !== 'message' && k !== 'errors'),
    where,
  ).toEqual([]);
  expect(typeof body.message, where).toBe('string');
  expect((body.message as string).length, where).toBeLessThanOrEqual(500);
  if (body.errors !== undefined) {
    expect(typeof body.errors, where).toBe('object');
    for (const text of Object.values(body.errors as object)) expect(typeof text, where).toBe('string');
  }
}

function operations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'head' && path !== '/ws')
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

const needsSession = (op: Operation) => op.security?.length !== 0;

beforeAll(async () => {
  const res = await ctx.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  // The reference data the app loads at start (default plans are built from them).
  await loadWorkoutLibrary(ctx.db);
  await ensureStarterFoods(ctx.db);
});

describe('every operation of the OpenAPI document, fuzzed with input it refuses', () => {
  it('never answers 5xx, answers 4xx in the documented shape, and 401 to visitors first', async () => {
    const started = performance.now();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    const check = async (call: Call, who: string, cookie: string | undefined, expected?: number) => {
      const res = await send(call, cookie);
      const where = `${who}: ${call.method} ${call.url.slice(0, 120)} (${call.what}) answered ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) failures.push(where);
      else if (expected !== undefined && res.statusCode !== expected) failures.push(`${where}, expected ${expected}`);
      else if (res.statusCode >= 400) {
        try {
          expectErrorShape(res, where);
        } catch (err) {
          failures.push(`${where}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
    };
    for (const { method, path, op } of ops) {
      const calls = mutations(method, path, op);
      if (!needsSession(op)) {
        // Public: the fuzzing is a visitor's (sign-up, sign-in, password reset...).
        for (const call of calls) await check(call, 'visitor', undefined);
        continue;
      }
      // A visitor: 401 whatever the input, before any word about it (a URL the router cannot
      // read names no operation: 400 in the same shape, to anyone).
      const operationCalls = calls.filter((call) => !call.urlLevel);
      if (operationCalls.length === 0) operationCalls.push(buildCall(method, path, op));
      for (const call of operationCalls.slice(0, 2)) await check(call, 'visitor', undefined, 401);
      const urlCall = calls.find((call) => call.urlLevel);
      if (urlCall) await check(urlCall, 'visitor', undefined, 400);
      // A member of their own per operation: nothing one call does (signing out, deleting the
      // account) reaches the next operation.
      const member = await buildSignedInUser(ctx.db);
      if (op['x-fitcircle-admin']) {
        await check(operationCalls[0], 'member', member.cookie, 403);
        const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
        for (const call of calls) await check(call, 'admin', admin.cookie);
      } else {
        for (const call of calls) await check(call, 'member', member.cookie);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`openapi fuzz: ${ops.length} operations, ${requests} requests in ${seconds.toFixed(1)} s`);
    expect(failures).toEqual([]);
  }, 120_000);
});
