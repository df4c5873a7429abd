import { CHAT_ERRORS } from '@common/chat-texts';
import { ID_MAX } from '@common/schemas/id';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildMessage } from '../../test/factories/chat';
import { openSocket } from '../../test/realtime-socket';
import { useTestApp } from '../../test/test-app';

// Socket waits are generous (a shared, busy machine): so is each test's time.
vi.setConfig({ testTimeout: 30_000 });
const ctx = useTestApp();
const as = (cookie?: string) => apiAs(ctx, cookie);
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

describe('a socket message to an id past the largest id', () => {
  it('is refused as an unknown member, not as a server failure the client would retry', async () => {
    const a = await buildSignedInUser(ctx.db);
    const sa = await openSocket(url, a.cookie);
    try {
      sa.send({ type: 'message', tempId: 'temp-big', receiverId: ID_MAX + 1, content: 'hi' });
      expect(await sa.next('error')).toEqual({
        type: 'error',
        code: 'not_found',
        message: CHAT_ERRORS.userNotFound,
        tempId: 'temp-big',
      });
    } finally {
      await sa.close();
    }
  });
});

describe('chat with a suspended member', () => {
  it('hides the conversation (404, as their profile) and brings it back when the suspension is lifted', async () => {
    const me = await buildSignedInUser(ctx.db);
    const them = await buildSignedInUser(ctx.db);
    await follow(ctx.db, me.user.id, them.user.id);
    await buildMessage(ctx.db, them.user.id, me.user.id, { content: 'from them' });
    await ctx.db.query('update users set suspended_at = now() where id = $1', [them.user.id]);
    const hidden = await as(me.cookie).get(`/api/messages/${them.user.id}`);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: CHAT_ERRORS.userNotFound }]);
    await ctx.db.query('update users set suspended_at = null where id = $1', [them.user.id]);
    const shown = (await as(me.cookie).get(`/api/messages/${them.user.id}`)).json() as { content: string }[];
    expect(shown.map((m) => m.content)).toEqual(['from them']);
  });

  it('refuses a message to them as to an unknown member, storing nothing', async () => {
    const me = await buildSignedInUser(ctx.db);
    const them = await buildSignedInUser(ctx.db);
    await follow(ctx.db, me.user.id, them.user.id);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [them.user.id]);
    const res = await as(me.cookie).post(`/api/messages/${them.user.id}`, { content: 'still there?' });
    expect([res.statusCode, res.json()]).toEqual([404, { message: CHAT_ERRORS.userNotFound }]);
    const { rows } = await ctx.db.query('select 1 from messages where receiver_id = $1', [them.user.id]);
    expect(rows).toEqual([]);
  });
});
