/**
 * A file the importer refuses, with the message the member sees (400, or 413 for sizes). Thrown by
 * the parsers and checks before anything is stored, so a refused file leaves nothing behind.
 * `offeredStartMs`: for a file dated wrong, a plausible start the file itself names, which the
 * member may choose (the upload answers it as `errors.suggestedStartAt`).
 */
export class ActivityFileError extends Error {
  override readonly name: string = 'ActivityFileError';
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
    readonly offeredStartMs: number | null = null,
  ) {
    super(message);
  }
}
