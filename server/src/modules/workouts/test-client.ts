import type { TestContext } from '../../test/test-app';

/** A member's calls against the test app, for the workouts tests: `call(method, url, body?)`. */
export function clientFor(ctx: TestContext, cookie?: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object | undefined, headers: cookie ? { cookie } : {} });
}
