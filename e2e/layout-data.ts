import type { APIRequestContext } from '@playwright/test';
import { toGpx } from '../server/src/db/seed/tracks/gpx';
import { buildRoute } from '../server/src/db/seed/tracks/route';
import { expect, registerMember } from './fixtures';

// Data for the phone layout test (issue 16, point 12): every page the signed-in member opens has
// something to lay out (lists, tables, long names and words), made through the API as members do.

type Api = APIRequestContext;

async function ok(response: Promise<import('@playwright/test').APIResponse>, what: string) {
  const res = await response;
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json().catch(() => null);
}

/** Long, realistic text that tests wrapping: a long name, a long unbroken word and a URL. */
export const LONG = {
  firstName: 'Maximiliana',
  lastName: 'Vandersteenhoven-Kowalczyk',
  post: 'Finished the Hudson River loop today! Supercalifragilisticexpialidocious pace, details at https://example.com/fitcircle/runs/2026/hudson-river-loop-with-a-very-long-address',
};

export interface LayoutData {
  /** Another member with posts, plans and a profile to open. */
  friend: { username: string; id: number };
  /** The viewer's own post, liked and commented on by the friend (its page shows the comment). */
  postId: number;
  /** A gym with a page to open. */
  gymId: number;
  /** The viewer's own GPS run, with a map, splits and charts. */
  activityId: number;
  /** An exercise the viewer logged, with records, a chart and history on its page. */
  exerciseId: number;
  /** The viewer's club at their home gym (issue 34), and its challenge with them on the board. */
  clubId: number;
  challengeId: number;
  /** A segment made from the run, with the viewer on its board (issue 32). */
  segmentId: number;
}

/**
 * Fills the viewer's world: a friend (mutual follow) and a fan, messages both ways, posts with a
 * place and long words, likes and comments (notifications), an open report, an active workout
 * plan with a logged workout and a plan of their own, a meal plan and a diary entry, a home gym,
 * and a GPS run with a long name.
 */
export async function populate(baseURL: string, viewer: Api, viewerId: number): Promise<LayoutData> {
  const friend = await registerMember(baseURL, LONG);
  const fan = await registerMember(baseURL, { firstName: 'Fan', lastName: 'Follower' });
  const f = friend.api;
  await ok(viewer.post(`/api/follows/${friend.account.user.id}`), 'follow friend');
  await ok(f.post(`/api/follows/${viewerId}`), 'friend follows back');
  await ok(fan.api.post(`/api/follows/${viewerId}`), 'fan follows');
  await ok(f.post(`/api/messages/${viewerId}`, { data: { content: `${LONG.post} — see you there?` } }), 'message');
  await ok(viewer.post(`/api/messages/${friend.account.user.id}`, { data: { content: 'Count me in!' } }), 'reply');

  const place = { location: 'Hoboken, NJ, United States', placeLat: 40.74399, placeLng: -74.03236 };
  const mine = await ok(
    viewer.post('/api/posts', { data: { content: LONG.post, audience: 'public', ...place } }),
    'viewer post',
  );
  const theirs = await ok(
    f.post('/api/posts', { data: { content: `Friend update. ${LONG.post}`, audience: 'public', ...place } }),
    'friend post',
  );
  await ok(f.post(`/api/posts/${mine.id}/like`), 'like');
  await ok(f.post(`/api/posts/${mine.id}/comments`, { data: { content: `Nice one! ${LONG.post}` } }), 'comment');
  await ok(viewer.post(`/api/posts/${theirs.id}/bookmark`), 'bookmark');
  await ok(f.post('/api/reports', { data: { targetType: 'post', targetId: mine.id, reason: 'spam' } }), 'report');

  // Workouts: a recommended plan in use, a workout logged today, and a plan of their own.
  const [recommended] = await ok(viewer.get('/api/workout-plans/recommended'), 'recommended');
  await ok(viewer.post(`/api/workout-plans/${recommended.id}/copy`), 'use plan');
  const [squat] = await ok(viewer.get('/api/exercises?q=squat'), 'exercise');
  const date = new Date().toLocaleDateString('en-CA');
  await ok(
    viewer.post('/api/workout-logs', {
      data: { date, durationMinutes: 50, exercises: [{ exerciseId: squat.id, sets: [{ reps: 5, weightKg: 100 }] }] },
    }),
    'log',
  );
  await ok(
    viewer.post('/api/workout-plans', {
      data: {
        name: 'Vandersteenhoven Strength Programme',
        description: LONG.post,
        level: 'advanced',
        goal: 'strength',
        frequency: 3,
        durationWeeks: 12,
        schedule: [{ weekday: 1, title: 'Heavy squats', exercises: [{ exerciseId: squat.id, sets: 5, reps: 5 }] }],
      },
    }),
    'own plan',
  );

  // Meals: a plan of their own (followed automatically) and a diary entry.
  const [oats] = await ok(viewer.get('/api/foods?q=oats'), 'food');
  await ok(
    viewer.post('/api/meal-plans', {
      data: {
        name: 'Supercalifragilistic breakfast plan',
        description: LONG.post,
        goal: 'maintenance',
        meals: [{ meal: 'breakfast', foods: [{ foodId: oats.id, grams: 80 }] }],
      },
    }),
    'meal plan',
  );
  await ok(viewer.post('/api/meal-logs', { data: { date, meal: 'breakfast', foodId: oats.id, grams: 60 } }), 'diary');

  // A home gym near the default map centre.
  const [gym] = await ok(viewer.get('/api/gyms/nearby?lat=40.7128&lng=-74.006&radius=10'), 'gyms');
  await ok(viewer.put(`/api/gyms/${gym.id}/home`), 'home gym');

  // A 5 km run uploaded as a GPX file, as a watch export would be.
  const points = buildRoute({
    start: new Date(Date.now() - 2 * 3600_000),
    stretches: [{ metres: 5000, speed: 3 }],
    elevation: (d) => 20 + d / 200,
    heartRate: (i) => 140 + (i % 10),
  });
  const gpx = Buffer.from(toGpx(points, { name: `${LONG.lastName} Riverside Tempo Run`, type: 'running' }));
  const uploaded = await ok(
    viewer.post('/api/activities/upload', {
      // Public: a segment is made from a public activity only (its route is shown to everyone).
      multipart: { file: { name: 'tempo.gpx', mimeType: 'application/gpx+xml', buffer: gpx }, visibility: 'public' },
    }),
    'activity upload',
  );

  // A segment made from the run's second kilometre, with a long name (issue 32).
  const segment = await ok(
    viewer.post('/api/segments', {
      data: { activityId: uploaded.activity.id, startM: 1000, endM: 2000, name: `${LONG.lastName} Riverside Climb` },
    }),
    'segment',
  );

  // A club at the home gym with the friend in it, and its challenge (issue 34).
  const club = await ok(
    viewer.post('/api/clubs', {
      data: {
        name: `${LONG.lastName} Riverside Runners`,
        description: LONG.post,
        sport: 'run',
        joinPolicy: 'open',
        homeGymId: gym.id,
      },
    }),
    'club',
  );
  await ok(f.post(`/api/clubs/${club.id}/join`), 'friend joins club');
  const today = new Date().toLocaleDateString('en-CA');
  const challenge = await ok(
    viewer.post('/api/challenges', {
      data: {
        title: `${LONG.lastName} kilometres`,
        clubId: club.id,
        metric: 'distance',
        sport: 'run',
        startsOn: today,
        // A week on: a challenge whose last day has passed in UTC is refused at creation.
        endsOn: new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-CA'),
      },
    }),
    'challenge',
  );
  await ok(viewer.post(`/api/challenges/${challenge.id}/join`, { data: {} }), 'join challenge');
  await ok(f.post(`/api/challenges/${challenge.id}/join`, { data: {} }), 'friend joins challenge');

  await Promise.all([f.dispose(), fan.api.dispose()]);
  return {
    clubId: club.id,
    challengeId: challenge.id,
    segmentId: segment.id,
    friend: { username: friend.account.username, id: friend.account.user.id },
    postId: mine.id,
    gymId: gym.id,
    activityId: uploaded.activity.id,
    exerciseId: squat.id,
  };
}
