/**
 * A 204 answer (no body), for a route's `response` map. A plain JSON Schema, not Zod: nothing is
 * serialized, and the handler's `reply.code(204).send()` needs no payload.
 */
export const noContentSchema = { description: 'No content', type: 'null' } as const;

/** A redirect answer (302), for a route's `response` map. */
export const redirectSchema = (to: string) => ({ description: `Redirects to \`${to}\`.`, type: 'null' }) as const;

/**
 * A file answer: the bytes as they are stored, never serialized (a stream or a buffer), for a
 * route's `response` map. `mediaType` as OpenAPI writes it (`image/*`, `application/zip`).
 */
export const fileSchema = (mediaType: string, description: string) =>
  ({ description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } }) as const;
