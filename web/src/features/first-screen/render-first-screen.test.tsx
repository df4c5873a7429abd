import { addDays, localIsoDate } from '@common/fitness/dates';
import type { Post } from '@common/schemas/posts';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, type FirstScreenState } from './first-screen-state';
import { renderFirstScreen, type ServerFetch } from './render-first-screen';

// The real renderer (the app's router, layout and dashboard) drawing with answers from a
// stand-in server: what each member's page holds, that it is drawn whole, and that two members
// drawn at the same time each get their own calls.

const member = (id: number, username: string) => ({
  id,
  username,
  name: `${username} name`,
  firstName: username,
  lastName: 'Test',
  isTrainer: false,
  isAdmin: false,
  emailVerified: true,
  profileImageUrl: null,
  profilePicture: null,
  units: { weight: 'kg', distance: 'km' },
  createdAt: '2026-01-01T00:00:00.000Z',
});

const post = (id: number, author: ReturnType<typeof member>, content: string): Post => ({
  id,
  userId: author.id,
  content,
  imageUrl: null,
  imageKey: null,
  imageSizes: null,
  videoUrl: null,
  videoKey: null,
  location: null,
  placeLat: null,
  placeLng: null,
  audience: 'public',
  workout: null,
  activity: null,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  user: {
    id: author.id,
    username: author.username,
    name: author.name,
    profileImageUrl: null,
    profilePicture: null,
    isTrainer: false,
  },
  likesCount: 4,
  commentsCount: 1,
  userLiked: false,
  bookmarked: false,
});

/** A member's week as the activity route answers it: 3 workouts, 95 active minutes, a 2-week streak. */
const weekOf = (userId: number) => ({
  source: 'logs',
  steps: null,
  calories: null,
  activeMinutes: 40 + userId,
  sleepHours: null,
  week: { start: localIsoDate(), workouts: 3, activeDays: 3, activeMinutes: 95, calories: null, target: null },
  streak: { weeks: 2, days: 1 },
});

/** A stand-in server: the member the cookie names, their feed, their counts; each answer a little late. */
function serverFor(
  user: ReturnType<typeof member> | null,
  feed: Post[],
  delayMs: number,
  seen: string[] = [],
): ServerFetch {
  return async (path, init) => {
    seen.push(`${init.method} ${path}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/auth/me') return json(user);
    if (path.startsWith('/api/posts?')) return json(feed);
    if (path.startsWith('/api/follows/counts/')) return json({ followers: 12, following: 7, isFollowing: false });
    if (path === '/api/notifications/unread-count') return json({ notifications: 3, messages: 0 });
    if (path === '/api/workout-plans/active') return json(null);
    if (path.startsWith('/api/workout-plans/recommended')) return json([]);
    if (path.startsWith('/api/workout-plans?')) return json([]);
    if (path === `/api/users/${user?.id}/activity?today=${localIsoDate()}`) return json(weekOf(user!.id));
    if (path.startsWith('/api/workout-calendar?')) return json([]);
    return new Response('{"message":"Not found"}', { status: 404 });
  };
}

const stateOf = (html: string): FirstScreenState => {
  const match = html.match(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">(.*)</script>$`));
  if (!match) throw new Error('no state in the drawn page');
  return JSON.parse(match[1]) as FirstScreenState;
};

describe('renderFirstScreen', () => {
  it("draws the member's whole dashboard, inert, with the data it was drawn from", async () => {
    const ana = member(1, 'ana');
    const seen: string[] = [];
    const html = await renderFirstScreen(
      '/dashboard',
      serverFor(ana, [post(11, ana, 'Ana ran <b>10k</b> today'), post(12, ana, 'Second')], 1, seen),
    );
    expect(html).not.toBeNull();
    const drawn = html as string;
    expect(drawn.startsWith('<div data-first-screen inert>')).toBe(true);
    expect(drawn).not.toContain('<!--$!-->'); // nothing left to the browser to draw
    expect(drawn).toContain('Ana ran &lt;b&gt;10k&lt;/b&gt; today'); // text, escaped as text
    expect(drawn).toContain('Second');
    expect(drawn).toContain('ana name'); // the profile card
    expect(drawn).toMatch(/<span class="font-semibold">12<\/span> followers/);
    expect(drawn).toContain('Notifications, 3 unread');
    expect(drawn).toContain('3 hours ago');
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'GET /api/posts?limit=20',
        'GET /api/follows/counts/1',
        'GET /api/notifications/unread-count',
      ]),
    );
    // The data travels as JSON no text can break out of.
    expect(drawn.split('</script>')).toHaveLength(2);
    const state = stateOf(drawn);
    expect(state.user.username).toBe('ana');
    const keys = state.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["auth","user"]', '["notifications","unread"]']));
  });

  it('draws two members at the same time, each with their own answers', async () => {
    const ana = member(1, 'ana');
    const ben = member(2, 'ben');
    const [forAna, forBen] = await Promise.all([
      renderFirstScreen('/dashboard', serverFor(ana, [post(1, ana, 'only for ana')], 15)),
      renderFirstScreen('/dashboard', serverFor(ben, [post(2, ben, 'only for ben')], 5)),
    ]);
    expect(forAna).toContain('only for ana');
    expect(forAna).not.toContain('only for ben');
    expect(forBen).toContain('only for ben');
    expect(forBen).not.toContain('only for ana');
    expect(stateOf(forBen as string).user.username).toBe('ben');
  });

  it('draws nothing for a visitor or a path it does not draw', async () => {
    expect(await renderFirstScreen('/dashboard', serverFor(null, [], 1))).toBeNull();
    const seen: string[] = [];
    expect(await renderFirstScreen('/explore', serverFor(member(1, 'ana'), [], 1, seen))).toBeNull();
    expect(seen).toEqual([]); // not even the session is looked up
  });

  it("draws Workout Plans only when the member's date is this server's: it shows today's workout", async () => {
    const seen: string[] = [];
    const otherDay = addDays(localIsoDate(), 1);
    expect(await renderFirstScreen('/workouts', serverFor(member(1, 'ana'), [], 1, seen), otherDay)).toBeNull();
    expect(await renderFirstScreen('/workouts', serverFor(member(1, 'ana'), [], 1, seen), null)).toBeNull();
    expect(seen).toEqual([]);

    const drawn = await renderFirstScreen('/workouts', serverFor(member(1, 'ana'), [], 1, seen), localIsoDate());
    expect(drawn).toContain('Workout Plans');
    expect(drawn).toContain('Today&#x27;s Workout'); // escaped as text
    expect(drawn).not.toContain('<!--$!-->');
    expect(seen).toEqual(expect.arrayContaining(['GET /api/auth/me', 'GET /api/workout-plans/active']));
    // The whole first screen, not placeholders the browser would fill in after taking over: the
    // My Plans count, the member's week and the calendar's month, with the data they came from.
    expect(drawn).toContain('My Plans<!-- --> (<!-- -->0<!-- -->)');
    expect(drawn).toContain('2<!-- -->-week streak');
    expect(drawn).toContain('95<!-- --> min');
    const queries = stateOf(drawn!).queries.queries.map((query) => query.queryKey[1]);
    expect(queries).toEqual(expect.arrayContaining(['plans', 'activity', 'calendar']));
    expect(seen.some((call) => call.startsWith('GET /api/workout-calendar?from='))).toBe(true);
  });
});
