import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildUser, uniqueName } from '../../test/factories';
import { tokenIn } from '../../test/mail/links';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

const jobs = async (ids: number[]) =>
  (
    await ctx.db.query<{ status: string; attempts: number; due_later: boolean; last_error: string | null }>(
      `select status, attempts, run_at > now() as due_later, last_error from mail_outbox where id = any($1) order by id`,
      [ids],
    )
  ).rows;
const latestIds = async (n: number) =>
  (await ctx.db.query<{ id: number }>('select id from mail_outbox order by id desc limit $1', [n])).rows
    .map((r) => r.id)
    .reverse();
/** Time passes: what waits for its retry is due now. */
const fastForward = () => ctx.db.query(`update mail_outbox set run_at = now() where status = 'pending'`);

describe('when the SMTP server is down', () => {
  it('sign-up and reset requests still succeed; the emails wait, are retried, and all arrive once it is back', async () => {
    await ctx.app.mail.runDue();
    await sink.stop();
    const member = await buildUser(ctx.db);
    const username = uniqueName('down');
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email: `${username}@example.com`, password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(signUp.statusCode).toBe(201);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: member.email },
    });
    expect(reset.statusCode).toBe(202);
    const ids = await latestIds(2);

    expect(await ctx.app.mail.runDue()).toMatchObject({ sent: 0, retried: 2 });
    const waiting = await jobs(ids);
    expect(waiting.map((j) => [j.status, j.attempts, j.due_later])).toEqual([
      ['pending', 1, true],
      ['pending', 1, true],
    ]);
    expect(waiting[0].last_error).toBeTruthy();
    // Not retried before its backoff is over.
    expect(await ctx.app.mail.runDue()).toMatchObject({ retried: 0, sent: 0 });

    await fastForward();
    expect(await ctx.app.mail.runDue()).toMatchObject({ retried: 2 }); // still down: attempt 2
    expect((await jobs(ids)).map((j) => j.attempts)).toEqual([2, 2]);

    await sink.start();
    await fastForward();
    expect(await ctx.app.mail.runDue()).toMatchObject({ sent: 2 });
    const confirm = sink.to(`${username}@example.com`);
    const resetMails = sink.to(member.email);
    expect(confirm.map((m) => m.subject)).toEqual(['Confirm your FitCircle email address']);
    expect(resetMails.map((m) => m.subject)).toEqual(['Reset your FitCircle password']);
    // The link made before the outage is the one that arrives, and it works.
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: {
        token: tokenIn(resetMails[0], '/reset-password'),
        password: 'after-outage',
        confirmPassword: 'after-outage',
      },
    });
    expect(done.statusCode).toBe(200);
    expect((await jobs(ids)).map((j) => j.status)).toEqual(['sent', 'sent']);
    // Sent bodies are erased (they held one-time links); who and what stay.
    const { rows } = await ctx.db.query('select message from mail_outbox where id = any($1)', [ids]);
    expect(rows.every((r) => r.message.to && r.message.subject && !r.message.text && !r.message.html)).toBe(true);
    // Nothing is sent twice.
    await fastForward();
    await ctx.app.mail.runDue();
    expect(sink.to(member.email).filter((m) => m.subject === 'Reset your FitCircle password')).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal (5xx), without retrying', async () => {
    const member = await buildUser(ctx.db, { email: `${uniqueName('x')}@reject.example` });
    await ctx.app.mail.enqueue({ kind: 'password_changed', userId: member.id });
    const [id] = await latestIds(1);
    expect(await ctx.app.mail.runDue()).toMatchObject({ failed: 1 });
    expect((await jobs([id]))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('never repeats a send that was interrupted (the process died while talking to SMTP)', async () => {
    const member = await buildUser(ctx.db);
    await ctx.app.mail.enqueue({ kind: 'password_changed', userId: member.id });
    const [id] = await latestIds(1);
    await ctx.db.query(
      `update mail_outbox set status = 'sending', message = '{"to":"x@example.com","subject":"s","text":"t","html":"h"}',
         locked_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    await ctx.app.mail.runDue();
    expect((await jobs([id]))[0]).toMatchObject({ status: 'failed' });
    expect(sink.to(member.email)).toEqual([]);
  });
});

describe('several instances', () => {
  it('send each queued email exactly once when their workers run at the same time', async () => {
    await ctx.app.mail.runDue();
    const second = await buildApp({ config: ctx.config, db: ctx.db });
    try {
      const members = [];
      for (let i = 0; i < 12; i++) members.push(await buildUser(ctx.db));
      for (const m of members) await ctx.app.mail.enqueue({ kind: 'password_changed', userId: m.id });
      const [a, b] = await Promise.all([ctx.app.mail.runDue(), second.mail.runDue()]);
      expect(a.sent + b.sent).toBe(12);
      for (const m of members) expect(sink.to(m.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
