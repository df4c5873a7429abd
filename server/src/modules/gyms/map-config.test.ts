import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp({
  MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: 'Example tiles',
});

describe('GET /api/config/map', () => {
  it('answers the tile source from configuration, to signed-in members', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({ url: '/api/config/map', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'Example tiles' });
    expect((await ctx.app.inject({ url: '/api/config/map' })).statusCode).toBe(401);
  });

  it('lets the configured tile host through the Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain('https://tiles.example.test');
  });
});
