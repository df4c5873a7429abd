import { isApiError } from '@/lib/api-client';

/**
 * What an attempt to send a queued workout tells the queue:
 * - offline: no answer (no network, or the connection dropped): keep it, send it later;
 * - retry: the server could not take it now (5xx, 408, 429): keep it, send it later;
 * - signed-out: 401: keep it until the member signs in again;
 * - refused: any other 4xx (the plan was deleted, an exercise is gone, a reused key): the server
 *   will refuse it again, so the member is shown why and decides. Never dropped silently.
 */
export type SendFailure =
  | { kind: 'offline' }
  | { kind: 'retry' }
  | { kind: 'signed-out' }
  | { kind: 'refused'; message: string };

export function sendFailureOf(error: unknown): SendFailure {
  if (!isApiError(error)) return { kind: 'offline' };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  const fields = Object.values(error.fieldErrors);
  return { kind: 'refused', message: fields[0] ?? error.serverMessage ?? error.message };
}
