import type { ImportExerciseName, ImportPreview } from '@common/schemas/history-import';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExerciseMatches } from './exercise-matches';

// The preview lists only the names of workouts Import may add (the server's rule): what the card
// says stays true when the file's other workouts are skipped.

const zottel: ImportExerciseName = {
  name: 'Zottel Squat',
  sets: 1,
  workouts: 1,
  status: 'unmatched',
  match: null,
  matchedBy: null,
  options: [],
  proposed: null,
};

const preview = (exercises: ImportExerciseName[], alreadyImported: number) =>
  ({ exercises, alreadyImported, alreadyInLog: 0, keptBefore: 0 }) as unknown as ImportPreview;

const text = (p: ImportPreview) =>
  renderToStaticMarkup(
    <ExerciseMatches preview={p} choices={{ 'Zottel Squat': { action: 'create' } }} library={[]} onChange={() => {}} />,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('exercise names of the preview', () => {
  it('say that names only skipped workouts use are not listed', () => {
    expect(text(preview([zottel], 1))).toContain(
      '1 name is not certainly in our catalogue: it is created as your own exercises unless you pick one. Nothing is picked for you. Names only skipped workouts use are not listed: nothing changes for them.',
    );
    expect(text(preview([zottel], 0))).not.toContain('skipped');
  });

  it('say there is nothing to match when every workout is skipped', () => {
    const said = text(preview([], 2));
    expect(said).toContain('No name to match: every workout of the file is skipped.');
    expect(said).not.toContain('Every name matches');
  });
});
