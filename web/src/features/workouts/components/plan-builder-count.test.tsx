import { PLAN_LIMITS, type WorkoutPlan } from '@common/schemas/workouts';
import { describe, expect, it } from 'vitest';
import { attributesOf, descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { PlanBuilder } from './plan-builder';

// A plan's name and description have a server limit (PLAN_LIMITS in common/workouts-limits.ts):
// the builder counts the room left under each box, as the post composer does, and no longer cuts
// a pasted description at the limit without a word. Drawn by the real form (Edit) with answers
// from a stand-in server.

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
  if (url === '/api/exercises') return [];
});

const planWith = (changes: Partial<WorkoutPlan>): WorkoutPlan => ({
  id: 4,
  name: 'Push day',
  description: '',
  level: 'intermediate',
  goal: 'strength',
  frequency: 1,
  duration: 8,
  durationWeeks: 8,
  minutesPerSession: null,
  intensity: 'moderate',
  curated: false,
  isActive: true,
  startedOn: '2026-03-02',
  user: null,
  weekdays: [1],
  createdAt: '2026-03-01T00:00:00.000Z',
  schedule: [{ weekday: 1, title: 'Push', exercises: [] }],
  ...changes,
});

const draw = (plan: WorkoutPlan) =>
  drawSettled(<PlanBuilder plan={plan} canCreateRecommended={false} onDone={() => {}} />);

describe("the plan builder's text boxes", () => {
  it('counts the room left in a long description against the shared limit, tied to the box', async () => {
    const html = await draw(planWith({ description: 'd'.repeat(PLAN_LIMITS.descriptionMax - 50) }));
    expect(descriptionOf(html, 'plan-description')).toBe('50 characters left');
    expect(attributesOf(html, 'plan-description')).not.toHaveProperty('maxlength');
  });

  it('marks a name over the limit and says by how much; a short name says nothing', async () => {
    const long = await draw(planWith({ name: 'n'.repeat(PLAN_LIMITS.nameMax + 1) }));
    expect(descriptionOf(long, 'plan-name')).toBe('1 character too many');
    expect(attributesOf(long, 'plan-name')?.['aria-invalid']).toBe('true');
    const short = await draw(planWith({ name: 'Push day' }));
    expect(descriptionOf(short, 'plan-name')).toBeNull();
    expect(attributesOf(short, 'plan-name')).not.toHaveProperty('maxlength');
  });
});
