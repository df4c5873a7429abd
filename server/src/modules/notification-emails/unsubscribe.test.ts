import { ACCOUNT_EMAIL_MESSAGES as M, UNSUBSCRIBED_TEXT } from '@common/account-email-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';
import { getSettings, updateSettings } from '../privacy';
import { scanDueDigests } from './digest-scan';
import { scanUnreadMessages } from './unread-messages-scan';
import { unsubscribeToken } from './unsubscribe-token';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

/** A member who got a digest: the email as received. */
async function digestFor() {
  const member = await buildSignedInUser(ctx.db);
  const fan = await buildSignedInUser(ctx.db);
  await updateSettings(ctx.db, member.user.id, {
    notifications: { likesComments: 'email', friendRequests: 'email_push' },
  });
  await ctx.app.inject({ method: 'POST', url: `/api/follows/${member.user.id}`, headers: { cookie: fan.cookie } });
  await ctx.db.query(`update mail_digest_state set pending_since = now() - interval '1 day' where user_id = $1`, [
    member.user.id,
  ]);
  await scanDueDigests(ctx.app);
  await ctx.app.mail.runDue();
  const mail = sink.to(member.user.email).find((m) => m.subject.includes('digest'));
  if (!mail) throw new Error('no digest');
  return { member, mail };
}

describe('one-click unsubscribe, signed out', () => {
  it('works from the List-Unsubscribe header the way mail apps POST it (RFC 8058), without a session', async () => {
    const { member, mail } = await digestFor();
    const url = new URL(mail.rawHeaders['list-unsubscribe'].slice(1, -1));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ list: 'digest', message: UNSUBSCRIBED_TEXT.digest });
    // Email is off; what the choices did in the app stays (live pushes and the list).
    expect((await getSettings(ctx.db, member.user.id)).notifications).toMatchObject({
      friendRequests: 'push',
      likesComments: 'push',
    });
  });

  it("works from the email's visible link (the /unsubscribe page posts its token)", async () => {
    const { member, mail } = await digestFor();
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/unsubscribe');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe',
      payload: { token: link.searchParams.get('token') },
    });
    expect(res.statusCode).toBe(200);
    expect((await getSettings(ctx.db, member.user.id)).notifications.likesComments).toBe('push');
  });

  it('turns off unread-message emails from their own link, and then none are sent', async () => {
    const reader = await buildSignedInUser(ctx.db);
    const writer = await buildSignedInUser(ctx.db);
    await follow(ctx.db, writer.user.id, reader.user.id);
    const token = await unsubscribeToken(ctx.db, reader.user.id, 'messages');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token } });
    expect(res.json()).toEqual({ list: 'messages', message: UNSUBSCRIBED_TEXT.messages });
    expect((await getSettings(ctx.db, reader.user.id)).notifications.messages).toBe('push');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/messages/${reader.user.id}`,
      payload: { content: 'hi' },
      headers: { cookie: writer.cookie },
    });
    await ctx.db.query(`update messages set created_at = now() - interval '1 hour' where receiver_id = $1`, [
      reader.user.id,
    ]);
    expect(await scanUnreadMessages(ctx.app)).toBe(0);
  });

  it('refuses a forged, altered or id-only token and changes nothing', async () => {
    const member = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const genuine = await unsubscribeToken(ctx.db, other.user.id, 'digest');
    const signature = genuine.split('.')[2];
    for (const token of [
      String(member.user.id),
      `${member.user.id}.digest`,
      `${member.user.id}.digest.${signature}`, // another member's signature
      `${other.user.id}.messages.${signature}`, // another list
      `${genuine}x`,
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token } });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(M.unsubscribeInvalid);
    }
    expect((await getSettings(ctx.db, member.user.id)).notifications.friendRequests).toBe('email_push');
    expect((await getSettings(ctx.db, other.user.id)).notifications.messages).toBe('email_push');
  });
});
