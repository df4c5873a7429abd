import { LOG_LIMITS } from '@common/schemas/workout-logs';
import { describe, expect, it } from 'vitest';
import { attributesOf, controlIdOf, descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import type { LiveWorkout } from '../lib/live-workout';
import { LoggerDetails } from './logger-details';

// A workout's title and notes have a server limit (LOG_LIMITS in common/workouts-limits.ts):
// the logger counts the room left under each box, as the post composer does, instead of cutting
// pasted notes at the limit without a word. Drawn by the real logger fields.

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
});

const workoutWith = (changes: Partial<LiveWorkout>): LiveWorkout => ({
  mode: 'manual',
  logId: null,
  planId: null,
  title: 'Leg day',
  date: '2026-03-02',
  minutes: '45',
  notes: '',
  effort: '',
  startedAt: 0,
  restSeconds: 90,
  restEndsAt: null,
  exercises: [],
  ...changes,
});

const draw = (workout: LiveWorkout, part: 'top' | 'bottom') =>
  drawSettled(<LoggerDetails workout={workout} dispatch={() => {}} elapsedMinutes={0} part={part} />);

/** The id of the box the label names; a label not drawn fails the test. */
function boxId(html: string, label: string) {
  const id = controlIdOf(html, label);
  if (!id) throw new Error(`No box labelled ${label}`);
  return id;
}
const described = (html: string, label: string) => descriptionOf(html, boxId(html, label));

describe("the logger's title and notes", () => {
  it('counts the room left in long notes against the shared limit, and keeps pasted notes over it whole', async () => {
    const near = await draw(workoutWith({ notes: 'n'.repeat(LOG_LIMITS.notesMax - 75) }), 'bottom');
    expect(described(near, 'Notes (optional)')).toBe('75 characters left');

    const notes = 'n'.repeat(LOG_LIMITS.notesMax + 5);
    const over = await draw(workoutWith({ notes }), 'bottom');
    const id = boxId(over, 'Notes (optional)');
    expect(descriptionOf(over, id)).toBe('5 characters too many');
    expect(attributesOf(over, id)?.['aria-invalid']).toBe('true');
    expect(attributesOf(over, id)).not.toHaveProperty('maxlength');
    expect(over).toContain(`>${notes}</textarea>`);
  });

  it('counts a long title, and says nothing under a short one', async () => {
    const long = await draw(workoutWith({ title: 't'.repeat(LOG_LIMITS.titleMax - 10) }), 'top');
    expect(described(long, 'Title')).toBe('10 characters left');
    const short = await draw(workoutWith({ title: 'Leg day' }), 'top');
    expect(described(short, 'Title')).toBeNull();
  });
});
