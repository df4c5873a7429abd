import { buildMessage } from '../../../test/factories/chat';
import type { DemoContext } from './index';

const MINUTE = 60 * 1000;

// Conversations between members who follow each other (D4), oldest line first. `ago` in minutes.
const CONVERSATIONS: { between: [string, string]; lines: [from: 0 | 1, text: string, ago: number][] }[] = [
  {
    between: ['coach_maya', 'liam.runs'],
    lines: [
      [1, 'Coach, should I deload before the half marathon?', 3 * 24 * 60],
      [0, 'Yes: cut volume by 40% the week before, keep the intensity.', 3 * 24 * 60 - 20],
      [1, 'Got it. Long run Sunday still on?', 90],
      [0, 'Sunday 7am, river loop. Bring water.', 45],
    ],
  },
  {
    between: ['sofia_lifts', 'coach_maya'],
    lines: [
      [0, 'Hit a 100 kg squat today!!', 26 * 60],
      [1, 'Huge! Depth looked great in your video.', 25 * 60],
      [0, 'Leg day tomorrow again?', 12],
    ],
  },
  {
    between: ['noah_yoga', 'priya_moves'],
    lines: [
      [0, 'Sunrise flow on the beach Saturday, want to join?', 5 * 60],
      [1, 'Count me in 🧘', 4 * 60],
    ],
  },
  {
    between: ['diego_power', 'sofia_lifts'],
    lines: [[0, 'Spot me on bench Thursday?', 30]],
  },
];

/**
 * Demo chats (D10): a few conversations, the latest lines unread, and the notifications they and
 * the demo follows would have produced, so the header badges and /notifications show something.
 */
export async function seedDemoChat(ctx: DemoContext): Promise<void> {
  const id = (username: string) => {
    const found = ctx.users.get(username);
    if (!found) throw new Error(`demo chat: unknown member ${username}`);
    return found;
  };
  for (const { between, lines } of CONVERSATIONS) {
    const members = between.map(id);
    for (const [index, [from, text, ago]] of lines.entries()) {
      // Everything but the last line of each conversation has been read.
      const read = index < lines.length - 1;
      await buildMessage(ctx.pool, members[from], members[1 - from], {
        content: text,
        read,
        createdAt: new Date(Date.now() - ago * MINUTE),
      });
    }
    const [lastFrom] = lines[lines.length - 1];
    await ctx.pool.query(
      `insert into notifications (user_id, actor_id, type) values ($1, $2, 'message') on conflict do nothing`,
      [members[1 - lastFrom], members[lastFrom]],
    );
  }
  // What the demo's follows, likes and comments would have notified, oldest first.
  await ctx.pool.query(
    `insert into notifications (user_id, actor_id, type, post_id, created_at)
     select user_id, actor_id, type, post_id, created_at from (
       select following_id as user_id, follower_id as actor_id, 'follow' as type, null::bigint as post_id, created_at
       from follows
       union all
       select p.user_id, l.user_id, 'like', p.id, l.created_at from likes l join posts p on p.id = l.post_id
       union all
       select p.user_id, c.user_id, 'comment', p.id, c.created_at from comments c join posts p on p.id = c.post_id
     ) done
     where user_id <> actor_id
     order by created_at`,
  );
}
