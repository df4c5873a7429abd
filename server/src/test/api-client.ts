import type { TestContext } from './test-app';

// The one client the API tests call the app with (issue 31): as the member whose session cookie is
// given, or as a visitor without one. Requests go through `app.inject`, so every hook, schema and
// serializer runs as for a real request.

export function apiAs(ctx: TestContext, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}

/** The ids of a list answer, in order. */
export const idsOf = (body: { id: number }[]) => body.map((item) => item.id);
