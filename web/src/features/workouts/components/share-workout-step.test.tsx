import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import type { PrivacyChoice } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { ShareWorkoutStep } from './share-workout-step';

// Sharing a saved workout makes a post, so its audience follows the composer's rules (D5): for a
// member whose address is not confirmed (issue 18) the server refuses public posts, "My default"
// included when their profile is public. The step must not start on, or offer, a choice the server
// would refuse. Drawn by the real component with answers from a stand-in server.

let member: { emailVerified: boolean; profileVisibility: PrivacyChoice };

const { asked } = standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', ...member };
  if (url === '/api/settings') return { privacy: { profileVisibility: member.profileVisibility } };
});

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

const draw = () => drawSettled(<ShareWorkoutStep log={log} preview={preview} onDone={() => undefined} />, asked);

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
