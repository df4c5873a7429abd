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

/** The app's serializer compiler: Zod schemas through their JSON Schema, plain JSON Schemas as they are. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const json = schema instanceof z.ZodType ? serializationSchema(schema) : (schema as JsonSchema);
  const stringify = fastJson(json);
  return (data) => stringify(data);
};
