import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One browser for API tests of multi-step flows (issue 35: password, then code; passkey options,
 * then answer): keeps the cookies the app sets (session, pending second step, passkey challenge,
 * device id) and sends them back, as a browser would.
 */
export class TestBrowser {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly app: () => FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call(method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await this.app().inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as object }),
      ...extra,
      headers: { ...this.headers, ...(cookie && { cookie }) },
    });
    for (const c of res.cookies) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, payload?: unknown) => this.call('POST', url, payload);
  delete = (url: string) => this.call('DELETE', url);

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The Cookie header of this browser's session, for other clients (apiAs, a second instance). */
  get sessionCookie(): string {
    return `fc_session=${this.jar.get('fc_session') ?? ''}`;
  }

  /** Copies a cookie into this browser (a session made by a factory). */
  set(name: string, value: string) {
    this.jar.set(name, value);
  }
}
