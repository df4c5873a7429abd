import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

function mockFetch(body: string, init: ResponseInit) {
  // A 204 may not carry a body at all, not even an empty one.
  const fetchMock = vi.fn(async () => new Response(body || null, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends cookies, no Authorization header and no content-type without a body', async () => {
    const fetchMock = mockFetch('{"id":1}', { status: 200 });
    await expect(api.get('/api/auth/user')).resolves.toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('sends a JSON body with a JSON content-type', async () => {
    const fetchMock = mockFetch('{}', { status: 200 });
    await api.post('/api/auth/login', { username: 'jane', password: 'secret1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"username":"jane","password":"secret1"}');
  });

  it('answers an empty object for an empty or non-JSON body', async () => {
    mockFetch('', { status: 204 });
    await expect(api.post('/api/auth/logout')).resolves.toEqual({});
    mockFetch('<html>ok</html>', { status: 200 });
    await expect(api.get('/somewhere')).resolves.toEqual({});
  });

  it('throws an ApiError with status, spec message, server message and field errors', async () => {
    const body = '{"message":"That username is already taken","errors":{"username":"That username is already taken"}}';
    mockFetch(body, { status: 409, statusText: 'Conflict' });
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.serverMessage).toBe('That username is already taken');
    expect(apiError.fieldErrors).toEqual({ username: 'That username is already taken' });
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch('', { status: 500, statusText: 'Internal Server Error' });
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
    expect(errorMessage(error, 'Fallback')).toBe('Fallback');
  });
});
