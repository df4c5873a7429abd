import type { ChallengeInput, Leaderboard } from '@common/schemas/challenges';
import type { AppNotification } from '@common/schemas/notifications';
import { expect } from 'vitest';
import { apiAs } from './api-client';
import { challengeBody } from './factories/clubs';
import type { TestContext } from './test-app';

// The challenge calls the API tests make again and again, each checking its answer: create,
// join, read the board, read the member's notices about a challenge.

/** POST /api/challenges as the member, from challengeBody with `o` (201): the new challenge's id. */
export async function createChallengeAs(ctx: TestContext, cookie: string, o: Partial<ChallengeInput> = {}) {
  const res = await apiAs(ctx, cookie).post('/api/challenges', challengeBody(o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** POST /api/challenges/{id}/join as the member, in their own zone when given (200): the challenge. */
export async function joinChallengeAs(ctx: TestContext, cookie: string, id: number, timeZone?: string) {
  const res = await apiAs(ctx, cookie).post(`/api/challenges/${id}/join`, timeZone ? { timeZone } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** GET /api/challenges/{id}/leaderboard as the viewer (200). */
export async function leaderboardAs(ctx: TestContext, cookie: string, id: number): Promise<Leaderboard> {
  const res = await apiAs(ctx, cookie).get(`/api/challenges/${id}/leaderboard`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A member's value on a board as others see it (undefined when not on it). */
export const standingOf = (board: Leaderboard, userId: number) => board.rows.find((r) => r.user.id === userId)?.value;

/** The member's notifications about challenge `id`, oldest last, as [type, actor's id] pairs. */
export async function challengeNoticesAs(ctx: TestContext, cookie: string, id: number): Promise<[string, number][]> {
  const res = await apiAs(ctx, cookie).get('/api/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AppNotification[]).filter((n) => n.challengeId === id).map((n) => [n.type, n.actor.id]);
}
