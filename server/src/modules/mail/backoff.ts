/** Attempts before a job is given up: about a day of retries with the backoff below. */
export const MAX_ATTEMPTS = 30;

/** Seconds to wait after a failed attempt: 30 s, 1, 2, 4 ... minutes, then at most an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);
}

/** SMTP's 5xx answers are final (no such mailbox, refused): retrying would not help. */
export function isPermanentFailure(err: unknown): boolean {
  const e = err as { responseCode?: number; permanent?: boolean };
  return e.permanent === true || (typeof e.responseCode === 'number' && e.responseCode >= 500);
}
