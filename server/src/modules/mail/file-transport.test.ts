import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../test/factories';
import { linkIn } from '../../test/mail/links';
import { useTestApp } from '../../test/test-app';
import { createMailTransport } from './transport';

// No SMTP_URL: the embedded default writes each email to DATA_DIR/mail as an .eml file.
const ctx = useTestApp();

describe('without SMTP', () => {
  it('writes each email as an .eml file in DATA_DIR/mail, with links from the public URL', async () => {
    const username = uniqueName('eml');
    const email = `${username}@example.com`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email, password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(await ctx.app.mail.runDue()).toMatchObject({ sent: 1 });
    expect(ctx.config.mailDir).toBe(path.join(ctx.config.dataDir, 'mail'));
    const files = readdirSync(ctx.config.mailDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(ctx.config.mailDir, files[0])));
    expect(mail.subject).toBe('Confirm your FitCircle email address');
    expect(mail.headers.get('to')).toMatchObject({ text: email });
    expect(linkIn({ text: mail.text ?? '' }, '/verify-email').origin).toBe('http://127.0.0.1:3000');
    expect(mail.html).toContain('Confirm this address');
  });

  it('logs the path of each file and its links: the file is quoted-printable, the logged link opens as it is', async () => {
    const lines: string[] = [];
    const sinkStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const transport = createMailTransport(ctx.config, pino({ level: 'info' }, sinkStream));
    // A link long enough for quoted-printable to fold it in the file.
    const link = `http://127.0.0.1:3000/verify-email?token=${'a'.repeat(90)}`;
    const text = `Hi\n\nConfirm:\n${link}\n\nAgain: ${link}\n`;
    await transport.send({ to: 'a@example.com', subject: 'Hello', text, html: '<p>Hi</p>' }, 42);
    const logged = JSON.parse(lines.find((l) => l.includes('.eml'))!);
    expect(logged.path).toMatch(/-42\.eml$/);
    expect(readFileSync(logged.path, 'utf8')).toContain('Subject: Hello');
    expect(readFileSync(logged.path, 'utf8')).not.toContain(link);
    expect(logged.links).toEqual([link]);
  });
});
