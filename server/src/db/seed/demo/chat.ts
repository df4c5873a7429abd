import { buildMessage } from '../../../test/factories/chat';
import { minutes } from './clock';
import type { DemoContext } from './index';

// Conversations between members who follow each other (D4), oldest line first. `ago` in minutes
// before the seed's now.
const CONVERSATIONS: { between: [string, string]; lines: [from: 0 | 1, text: string, ago: number][] }[] = [
  {
    between: ['coach_maya', 'liam.runs'],
    lines: [
      [1, 'Coach, should I taper before the 10K race?', 3 * 24 * 60],
      [0, 'Yes: cut volume by 40% the week before, keep the intensity.', 3 * 24 * 60 - 20],
      [1, 'Got it. Long run on Sunday still on?', 90],
      [0, 'Yes, easy pace, and bring water.', 45],
    ],
  },
  {
    between: ['sofia_lifts', 'coach_maya'],
    lines: [
      [0, 'Hit a 100 kg hip thrust today!!', 26 * 60],
      [1, 'Huge! Depth looked great in your video.', 25 * 60],
      [0, 'Leg day tomorrow again?', 12],
    ],
  },
  {
    between: ['noah_yoga', 'priya_moves'],
    lines: [
      [0, 'Mobility flow at the beach on Saturday, want to join?', 5 * 60],
      [1, 'Count me in 🧘', 4 * 60],
    ],
  },
  {
    between: ['diego_power', 'sofia_lifts'],
    lines: [[0, 'Spot me on bench next session?', 30]],
  },
];

/** Demo chats (D10): a few conversations, the latest line of each unread (its notification comes later). */
export async function seedDemoChat(ctx: DemoContext): Promise<void> {
  const id = (username: string) => {
    const found = ctx.users.get(username);
    if (!found) throw new Error(`demo chat: unknown member ${username}`);
    return found;
  };
  // Every line of every conversation, oldest first, so message ids follow their times.
  const lines = CONVERSATIONS.flatMap(({ between, lines }) =>
    lines.map(([from, text, ago], index) => ({
      sender: id(between[from]),
      receiver: id(between[1 - from]),
      text,
      at: new Date(ctx.now.getTime() - minutes(ago)),
      // Everything but the last line of each conversation has been read.
      read: index < lines.length - 1,
    })),
  ).sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const line of lines) {
    await buildMessage(ctx.pool, line.sender, line.receiver, {
      content: line.text,
      read: line.read,
      createdAt: line.at,
    });
  }
}
