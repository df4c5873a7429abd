import { DEFAULT_SETTINGS } from '@common/schemas/settings';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../config';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const put = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: { cookie } });

describe('email choices in /api/settings', () => {
  it('start with unread-message emails on and a daily digest, and store a change', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const initial = (await ctx.app.inject({ url: '/api/settings', headers: { cookie } })).json();
    expect(initial.notifications).toMatchObject({ messages: 'email_push', digest: 'daily' });
    const res = await put(cookie, { notifications: { messages: 'push', digest: 'weekly' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, messages: 'push', digest: 'weekly' });
  });

  it('refuse choices that would do nothing: messages are always shown in the app, digests are daily or weekly', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    expect((await put(cookie, { notifications: { messages: 'none' } })).statusCode).toBe(400);
    expect((await put(cookie, { notifications: { messages: 'email' } })).statusCode).toBe(400);
    expect((await put(cookie, { notifications: { digest: 'hourly' } })).statusCode).toBe(400);
  });
});

describe('email configuration', () => {
  it('links to http://HOST:PORT by default, else to PUBLIC_URL without a trailing slash', () => {
    expect(buildConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(buildConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(buildConfig({ PUBLIC_URL: 'https://fit.example.com/' }).publicUrl).toBe('https://fit.example.com');
  });

  it('writes files to DATA_DIR/mail without SMTP_URL and refuses bad values by name', () => {
    const c = buildConfig({ DATA_DIR: '/tmp/fc-data' });
    expect(c).toMatchObject({ smtpUrl: undefined, mailDir: '/tmp/fc-data/mail', emailRateLimitPerHour: 5 });
    expect(() => buildConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp/);
    expect(() => buildConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});
