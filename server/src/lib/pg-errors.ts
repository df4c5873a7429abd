/** PostgreSQL error codes a domain answers with a 4xx instead of a 500. */
const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

/** 23503: a row still referenced (an exercise a plan or log uses). */
export const isForeignKeyViolation = (err: unknown) => codeOf(err) === '23503';

/** 23505: a unique index refused a second row (a concurrent second active plan). */
export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505';
