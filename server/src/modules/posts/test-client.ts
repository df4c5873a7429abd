import type { TestContext } from '../../test/test-app';

/** Calls the API as the member whose session cookie is given (none: a visitor). */
export function clientFor(ctx: TestContext, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, payload, headers }),
    delete: (url: string) => ctx.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** The ids of a list answer, in order. */
export const idsOf = (body: { id: number }[]) => body.map((item) => item.id);
