import { writeMessage } from './builders/chat';
import { minutes } from './clock';
import type { DemoContext } from './index';

// Conversations between members who follow each other (D4), oldest line first. `ago` in minutes
// before the seed's now. `{heaviest:Exercise}` in a line is the sender's heaviest set of it logged
// before the line was written, so what members tell each other agrees with their logs.
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
      [0, 'New hip thrust best: {heaviest:Hip Thrust} kg!!', 26 * 60],
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

/** A line with its figures filled in from the sender's workout logs up to `at`. */
async function withFigures(ctx: DemoContext, senderId: number, text: string, at: Date): Promise<string> {
  const figure = /\{heaviest:([^}]+)\}/.exec(text);
  if (!figure) return text;
  const { rows } = await ctx.pool.query<{ kg: number | null }>(
    `select max(s.weight_kg)::float8 as kg from workout_logs l
     join workout_log_exercises le on le.log_id = l.id join exercises e on e.id = le.exercise_id
     join workout_log_sets s on s.log_exercise_id = le.id
     where l.user_id = $1 and e.name = $2 and l.created_at <= $3`,
    [senderId, figure[1], at],
  );
  if (rows[0].kg === null)
    throw new Error(`demo chat: member ${senderId} logged no ${figure[1]} before ${at.toISOString()}`);
  return text.replace(figure[0], String(rows[0].kg));
}

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
    await writeMessage(ctx.pool, {
      senderId: line.sender,
      receiverId: line.receiver,
      content: await withFigures(ctx, line.sender, line.text, line.at),
      at: line.at,
      read: line.read,
    });
  }
}
