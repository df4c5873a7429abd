import { ADMIN_MESSAGES } from '@common/admin-texts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { DOCS_PATH, OPENAPI_PATH, VIEWPORT_META } from './openapi';
import { UNDESCRIBED } from './openapi-transform';
import { API_PREFIXES } from './static-web';

// The OpenAPI document (issue 20) against the app itself: every route it registers is in the
// document, the document is valid OpenAPI 3.1, and the reference page loads.

const registered: { method: string; url: string }[] = [];
const ctx = useTestApp(
  {},
  {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  },
);

type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-fitcircle-admin'?: boolean;
};
type Document = {
  openapi: string;
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
};
let doc: Document;

/** `/api/posts/:id` → `/api/posts/{id}`, as OpenAPI writes a path. */
const templated = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Routes that are not part of the API: the documentation itself and the web app's files. */
function isApiRoute({ method, url }: { method: string; url: string }): boolean {
  if (method === 'HEAD') return false;
  if (url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`)) return false;
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'head')
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

beforeAll(async () => {
  const res = await ctx.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

describe('the OpenAPI document', () => {
  it('lists every route the app registers, and nothing else', () => {
    const routes = registered.filter(isApiRoute).map((r) => `${r.method} ${templated(r.url)}`);
    const documented = operations().map((o) => `${o.method} ${o.path}`);
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !routes.includes(d))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares the success answer of every operation', () => {
    const undescribed = operations()
      .filter(({ op }) => UNDESCRIBED in op.responses)
      .map(({ method, path }) => `${method} ${path}`);
    expect(undescribed).toEqual([]);
  });

  it('gives every operation a tag, its callers and its error shape', () => {
    expect(doc.security).toEqual([{ session: [] }]);
    for (const { method, path, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.tags?.length, where).toBeGreaterThan(0);
      const isPublic = op.security?.length === 0;
      if (!isPublic) {
        expect(op.responses[401]?.content?.['application/json']?.schema, where).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      if (path.startsWith('/api/admin/')) {
        expect(op['x-fitcircle-admin'], where).toBe(true);
        expect(op.tags, where).toContain('admin');
      }
    }
  });

  it('serves the reference page and its script from this server', async () => {
    const page = await ctx.app.inject({ url: DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Laid out at the phone's width, not 980 px zoomed out (the plugin's page has no such tag).
    expect(page.body).toContain(VIEWPORT_META);
    expect(page.body.match(/<meta name="viewport"/g)).toHaveLength(1);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith(`${DOCS_PATH}/static/`), src).toBe(true);
      const script = await ctx.app.inject({ url: src });
      expect(script.statusCode, src).toBe(200);
    }
    // The app's CSP (plugins/security.ts) allows scripts from this origin only: no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const spec = await ctx.app.inject({ url: `${DOCS_PATH}/json` });
    expect(spec.json().openapi).toBe('3.1.0');
    // The UI's script is large: compressed like any other answer (plugins/compression.ts).
    const bundle = await ctx.app.inject({ url: scripts[0], headers: { 'accept-encoding': 'br, gzip' } });
    expect(bundle.headers['content-encoding']).toMatch(/br|gzip/);
  });
});

/** One call to an operation: path parameters that name nothing, and an empty body for writes. */
function call(method: string, path: string, cookie?: string) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (/^\w*id$/i.test(name) ? '999999' : 'nothing'));
  const write = ['POST', 'PUT', 'PATCH'].includes(method);
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(write ? { payload: {} } : {}),
  });
}

describe('what the document says about callers', () => {
  it('holds for visitors: an operation that needs a session never answers one with success', async () => {
    for (const { method, path, op } of operations()) {
      if (path === '/ws') continue; // an upgrade, not an HTTP answer (realtime/socket.test.ts)
      const res = await call(method, path);
      const where = `${method} ${path} answered ${res.statusCode}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (op.security?.length === 0) {
        expect(res.statusCode, where).not.toBe(401);
      } else {
        // Who is calling is asked before the input is read (plugins/session-first.ts).
        expect(res.statusCode, where).toBe(401);
      }
    }
  });

  it('holds for members: exactly the operations marked admin refuse them as not admins', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const { method, path, op } of operations()) {
      // Signing out would end this member's session for the calls after it.
      if (path === '/ws' || path.includes('logout')) continue;
      const res = await call(method, path, cookie);
      const where = `${method} ${path} answered ${res.statusCode} ${res.body.slice(0, 80)}`;
      expect(res.statusCode, where).not.toBe(401);
      expect(res.statusCode, where).toBeLessThan(500);
      const deniedAsNotAdmin = res.statusCode === 403 && res.json().message === ADMIN_MESSAGES.accessDenied;
      if (op['x-fitcircle-admin']) {
        expect(deniedAsNotAdmin, where).toBe(true);
      } else {
        expect(deniedAsNotAdmin, where).toBe(false);
      }
    }
  });
});
