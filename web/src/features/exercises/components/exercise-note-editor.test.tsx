import { EXERCISE_LIMITS, EXERCISE_MESSAGES } from '@common/exercises-texts';
import { describe, expect, it } from 'vitest';
import { attributesOf, descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { ExerciseNoteEditor } from './exercise-note-editor';

// The member's note on an exercise has a server limit (EXERCISE_LIMITS in common/exercises-texts.ts,
// which the note's schema uses): the box counts the room left under it, as the post composer does,
// after what it says about saving. Drawn by the real editor.

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
});

const draw = (note: string | null) => drawSettled(<ExerciseNoteEditor exerciseId={7} note={note} />);

describe("an exercise's note", () => {
  it('counts the room left in a long note against the shared limit, after the saved state', async () => {
    const html = await draw('n'.repeat(EXERCISE_LIMITS.noteMax));
    expect(descriptionOf(html, 'exercise-note')).toBe('Saved 0 characters left');
    expect(attributesOf(html, 'exercise-note')).not.toHaveProperty('aria-invalid');
    expect(attributesOf(html, 'exercise-note')).not.toHaveProperty('maxlength');
  });

  it('marks a note over the limit with the message and how much is too many', async () => {
    const html = await draw('n'.repeat(EXERCISE_LIMITS.noteMax + 3));
    expect(descriptionOf(html, 'exercise-note')).toBe(`Saved ${EXERCISE_MESSAGES.noteMax} 3 characters too many`);
    expect(attributesOf(html, 'exercise-note')?.['aria-invalid']).toBe('true');
  });

  it('says only whether it is saved under a short note', async () => {
    const html = await draw('Seat on 4');
    expect(descriptionOf(html, 'exercise-note')).toBe('Saved');
  });
});
