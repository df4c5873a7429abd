import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

// Response schemas are Zod schemas (the OpenAPI document is generated from them), but answers are
// written by fast-json-stringify compiled from their JSON Schema: each declared field is written
// without JSON.stringify's per-value checks, a missing required field fails the request (500)
// instead of reaching a client, and a field the schema does not declare is never sent.

type JsonSchema = Record<string, unknown>;

/** `anyOf: [{type: 'string'}, {type: 'null'}]` → `type: ['string', 'null']`: no branch to try per value. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.every((s) => Object.keys(s).length === 1 && typeof s.type === 'string')) {
    delete out.anyOf;
    out.type = anyOf.map((s) => s.type);
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a Zod response schema. */
export function serializationSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/**
 * For a route that sends JSON text it built itself (`reply.type('application/json').send(text)`,
 * which Fastify passes through): the schema documents the answer, the handler's payload is not
 * typed by it, and nothing is serialized.
 */
export function sentAsText<T extends z.ZodType>(schema: T): { properties: T } {
  return { properties: schema };
}

/** The Zod schema of a response entry: the schema itself, or the one `sentAsText` wraps. */
export function zodResponseSchema(entry: unknown): z.ZodType | undefined {
  if (entry instanceof z.ZodType) return entry;
  const wrapped = (entry as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : undefined;
}

/** The app's serializer compiler: Zod schemas through their JSON Schema, plain JSON Schemas as they are. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const zod = zodResponseSchema(schema);
  const json = zod ? serializationSchema(zod) : (schema as JsonSchema);
  const stringify = fastJson(json);
  return (data) => stringify(data);
};
