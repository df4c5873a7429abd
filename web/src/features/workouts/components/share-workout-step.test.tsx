import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import type { PrivacyChoice } from '@common/vocab';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/auth';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ShareWorkoutStep } from './share-workout-step';

// Sharing a saved workout makes a post, so its audience follows the composer's rules (D5): for a
// member whose address is not confirmed (issue 18) the server refuses public posts, "My default"
// included when their profile is public. The step must not start on, or offer, a choice the server
// would refuse. Drawn by the real component with answers from a stand-in server.

let member: { emailVerified: boolean; profileVisibility: PrivacyChoice };
const asked: string[] = [];

beforeAll(() => {
  setApiTransport(() => async (path) => {
    const url = String(path);
    asked.push(url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url === '/api/auth/me') return json({ id: 5, username: 'ann', email: 'ann@example.com', ...member });
    if (url === '/api/settings') return json({ privacy: { profileVisibility: member.profileVisibility } });
    return new Response('{}', { status: 404 });
  });
});
afterAll(() => setApiTransport(() => fetch));

const log: WorkoutLog = {
  id: 9,
  userId: 5,
  date: '2026-03-02',
  title: 'Leg day',
  planId: null,
  planName: null,
  durationMinutes: 45,
  notes: null,
  effort: null,
  exercises: [],
  totalSets: 0,
  totalVolumeKg: 0,
  estimatedCalories: null,
  createdAt: '2026-03-02T18:00:00.000Z',
};
const preview: WorkoutShareSummary = {
  logId: 9,
  title: 'Leg day',
  date: '2026-03-02',
  durationMinutes: 45,
  exercises: [],
  totalVolumeKg: 0,
  personalRecords: [],
};

/** Draws the step, answers the calls it made, and draws it again until it asks for nothing new. */
async function draw(): Promise<string> {
  asked.length = 0;
  const client = createQueryClient();
  const render = () =>
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <ShareWorkoutStep log={log} preview={preview} onDone={() => undefined} />
        </SessionProvider>
      </QueryClientProvider>,
    );
  for (let round = 0; round < 5; round++) {
    render();
    const pending = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    if (pending.length === 0) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  return render();
}

/** The audience select's options as drawn: label, and whether it is selected or disabled. */
function audienceOptions(html: string) {
  const select = /Who can see it<\/label><select[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attrs = '', label]) => ({
    label,
    selected: attrs.includes('selected'),
    disabled: attrs.includes('disabled'),
  }));
}

describe("a shared workout's audience", () => {
  it('an unconfirmed member with a public profile: their default is marked and refused, and the step starts on Only me', async () => {
    member = { emailVerified: false, profileVisibility: 'public' };
    expect(audienceOptions(await draw())).toEqual([
      { label: 'My default (Public: confirm your email first)', selected: false, disabled: true },
      { label: 'Public', selected: false, disabled: true },
      { label: 'Friends', selected: false, disabled: false },
      { label: 'Only me', selected: true, disabled: false },
    ]);
  });

  it('an unconfirmed member whose profile is for friends starts on their default, named by what it is', async () => {
    member = { emailVerified: false, profileVisibility: 'friends' };
    expect(audienceOptions(await draw())).toEqual([
      { label: 'My default (Friends)', selected: true, disabled: false },
      { label: 'Public', selected: false, disabled: true },
      { label: 'Friends', selected: false, disabled: false },
      { label: 'Only me', selected: false, disabled: false },
    ]);
  });

  it('a confirmed member starts on their default, every choice open, with no call for their settings', async () => {
    member = { emailVerified: true, profileVisibility: 'public' };
    expect(audienceOptions(await draw())).toEqual([
      { label: 'My default (profile visibility)', selected: true, disabled: false },
      { label: 'Public', selected: false, disabled: false },
      { label: 'Friends', selected: false, disabled: false },
      { label: 'Only me', selected: false, disabled: false },
    ]);
    expect(asked).not.toContain('/api/settings');
  });
});
