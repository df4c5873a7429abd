import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, follow } from '../../test/factories';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';
import { updateSettings } from '../privacy';
import { scanUnreadMessages } from './unread-messages-scan';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.stop());

async function pair(readerOverrides: { emailVerified?: boolean } = {}) {
  const reader = await buildSignedInUser(ctx.db, readerOverrides);
  const writer = await buildSignedInUser(ctx.db, { firstName: 'Wanda', lastName: 'Writer' });
  await follow(ctx.db, writer.user.id, reader.user.id);
  const send = async (content: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/messages/${reader.user.id}`,
      payload: { content },
      headers: { cookie: writer.cookie },
    });
    expect(res.statusCode).toBe(201);
  };
  const read = () =>
    ctx.app.inject({ method: 'POST', url: `/api/messages/${writer.user.id}/read`, headers: { cookie: reader.cookie } });
  return { reader, writer, send, read };
}
/** The clock moves on by `minutes` for every message so far. */
const age = (minutes: number) =>
  ctx.db.query(`update messages set created_at = created_at - make_interval(mins => $1)`, [minutes]);
async function scanAndSend() {
  const queued = await scanUnreadMessages(ctx.app);
  await ctx.app.mail.runDue();
  return queued;
}
const unreadMails = (email: string) => sink.to(email).filter((m) => m.subject.includes('unread'));

describe('email for unread direct messages', () => {
  it('sends one email for messages unread for 15 minutes, not one per message', async () => {
    const { reader, writer, send } = await pair();
    await send('Hey');
    await send('Are you training tomorrow?');
    await send('6am?');
    expect(await scanAndSend()).toBe(0); // just sent
    await age(14);
    expect(await scanAndSend()).toBe(0);
    await age(1);
    expect(await scanAndSend()).toBe(1);
    const [mail] = unreadMails(reader.user.email);
    expect(mail.subject).toBe('You have 3 unread messages on FitCircle');
    expect(mail.text).toContain(`Wanda Writer (@${writer.user.username}): 3 messages`);
    expect(mail.text).not.toContain('6am'); // the messages themselves stay in the app
    expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // More messages while the first ones are still unread: the member was told already.
    await send('Hello?');
    await age(20);
    expect(await scanAndSend()).toBe(0);
    expect(unreadMails(reader.user.email)).toHaveLength(1);
  });

  it('emails again only for messages that came after the member read the earlier ones', async () => {
    const { reader, send, read } = await pair();
    await send('first');
    await age(15);
    await scanAndSend();
    await read();
    await send('second');
    await age(15);
    expect(await scanAndSend()).toBe(1);
    const mails = unreadMails(reader.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'You have 1 unread message on FitCircle',
      'You have 1 unread message on FitCircle',
    ]);
  });

  it('sends nothing for messages read in time, when the choice is push only, or to an unconfirmed address', async () => {
    const readInTime = await pair();
    await readInTime.send('quick one');
    await readInTime.read();
    const pushOnly = await pair();
    await updateSettings(ctx.db, pushOnly.reader.user.id, { notifications: { messages: 'push' } });
    await pushOnly.send('hi');
    const unconfirmed = await pair({ emailVerified: false });
    await unconfirmed.send('hi');
    await age(30);
    expect(await scanAndSend()).toBe(0);
    for (const p of [readInTime, pushOnly, unconfirmed]) expect(unreadMails(p.reader.user.email)).toEqual([]);
  });

  it('drops the email if the member reads the messages after it was queued, before it is sent', async () => {
    const { reader, send, read } = await pair();
    await send('late');
    await age(15);
    expect(await scanUnreadMessages(ctx.app)).toBe(1);
    await read();
    expect(await ctx.app.mail.runDue()).toMatchObject({ dropped: 1 });
    expect(unreadMails(reader.user.email)).toEqual([]);
  });
});
