/**
 * A file the importer refuses, with the message the member sees (400, or 413 for sizes). Thrown by
 * the parsers and checks before anything is stored, so a refused file leaves nothing behind.
 */
export class ActivityFileError extends Error {
  override readonly name = 'ActivityFileError';
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
