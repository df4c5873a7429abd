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
