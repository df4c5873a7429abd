// Shapes shared by every endpoint.

/** Every 4xx/5xx body: a human message and, for validation errors, one message per field. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Keyset paging: `before` is the id of the last item seen; lists answer plain JSON arrays. */
export interface PageQuery {
  limit?: number;
  before?: number;
}

/**
 * The header that makes a create call safe to repeat (issue 17: an offline workout's retries).
 * Here, not beside its schema: the browser's offline outbox needs the name without loading zod.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Answered `true` when the created thing was stored by an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
