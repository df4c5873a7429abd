import type { ApiErrorBody } from '@common/api';

/**
 * A non-OK answer from the server. `message` follows spec section 8: the status code, a colon,
 * then the response body text (or the status text when the body is empty).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The JSON `message` field of the body, when there is one: what a toast shows. */
  readonly serverMessage: string | undefined;
  /** One message per invalid field (400 and 409 bodies), keyed by field name. */
  readonly fieldErrors: Record<string, string>;

  constructor(
    readonly status: number,
    bodyText: string,
    statusText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    const json = isObject(body) ? (body as Partial<ApiErrorBody>) : {};
    this.serverMessage = typeof json.message === 'string' && json.message ? json.message : undefined;
    this.fieldErrors = isObject(json.errors) ? stringEntries(json.errors) : {};
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text a toast shows for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an offline workout's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Reads the answer's headers (a list's `Link: <...>; rel="next"`) before its body is returned. */
  onHeaders?: (headers: Headers) => void;
}

/** How calls reach the server: the browser's fetch, or per request the server's own routes. */
type Transport = typeof fetch;
let currentTransport: () => Transport = () => fetch;

/**
 * Where calls go from now on. Only the server's first-screen render sets it (to answer each
 * render's calls in-process, with that member's cookie); the browser keeps `fetch`.
 */
export function setApiTransport(get: () => Transport): void {
  currentTransport = get;
}

/**
 * Every call the web app makes. Cookies travel with it (the session is an httpOnly cookie);
 * no Authorization header is ever sent (DECISIONS D1). JSON content-type only with a body.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const response = await currentTransport()(path, {
    method,
    credentials: 'include',
    headers: {
      ...options.headers,
      ...(hasBody
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' }),
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, data);
  options.onHeaders?.(response.headers);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The body as JSON, or an empty object when it is empty or not JSON (spec section 7). */
function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringEntries(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}
