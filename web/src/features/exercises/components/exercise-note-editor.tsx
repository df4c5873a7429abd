import { EXERCISE_LIMITS, EXERCISE_MESSAGES } from '@common/exercises-texts';
import { textRoom } from '@common/text-room';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveExerciseNote } from '../api/save-exercise-note';

/**
 * The member's own note on the exercise (a seat height, a cue): saved with Save, removed by saving
 * it empty. Says whether what is in the box is saved. Key it by exercise, so another exercise's
 * page starts from its own note.
 */
export function ExerciseNoteEditor({ exerciseId, note }: { exerciseId: number; note: string | null }) {
  const [text, setText] = useState(note ?? '');
  const [shown, setShown] = useState(note);
  const save = useSaveExerciseNote(exerciseId);
  const saved = note ?? '';
  // The note changed under the box (a merge joined another's, a refetch): follow it unless edited.
  if (note !== shown) {
    setShown(note);
    if (text.trim() === (shown ?? '')) setText(note ?? '');
  }
  const dirty = text.trim() !== saved;
  const room = textRoom(text, EXERCISE_LIMITS.noteMax);
  const tooLong = room.over;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || tooLong) return;
    save.mutate(text);
  };
  const state = save.isPending
    ? 'Saving…'
    : dirty
      ? 'Not saved yet'
      : saved
        ? 'Saved'
        : save.isSuccess
          ? 'Note removed'
          : '';
  return (
    <section aria-labelledby="exercise-note-title">
      <Card>
        <CardHeader>
          <CardTitle id="exercise-note-title">My note</CardTitle>
          <CardDescription>Only you see it: a seat setting, a grip, a cue.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} aria-label="My note" className="flex flex-col gap-2">
            <Label htmlFor="exercise-note" className="sr-only">
              Note
            </Label>
            <Textarea
              id="exercise-note"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={tooLong || undefined}
              aria-describedby={[
                'exercise-note-state',
                tooLong && 'exercise-note-error',
                room.note && 'exercise-note-room',
              ]
                .filter(Boolean)
                .join(' ')}
              placeholder="Add a note"
            />
            <CharacterCount id="exercise-note-room" room={room} />
            <FieldError id="exercise-note-error" message={tooLong ? EXERCISE_MESSAGES.noteMax : undefined} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={!dirty || tooLong || save.isPending}>
                {text.trim() === '' && saved ? 'Remove note' : 'Save note'}
              </Button>
              <p id="exercise-note-state" role="status" className="text-sm text-muted-foreground">
                {state}
              </p>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
