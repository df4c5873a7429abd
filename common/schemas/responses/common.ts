/**
 * A 204 answer (no body), for a route's `response` map. A plain JSON Schema, not Zod: nothing is
 * serialized, and the handler's `reply.code(204).send()` needs no payload.
 */
export const noContentSchema = { description: 'No content', type: 'null' } as const;
