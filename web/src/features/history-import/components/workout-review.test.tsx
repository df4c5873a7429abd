import type { ImportPreview } from '@common/schemas/history-import';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreviewSummary } from './preview-summary';
import { WorkoutReviewList } from './workout-review';

// What the preview shows about workouts already in the member's history, and the workouts it asks
// about: the difference in words, and "keep mine" or "add the file's" with neither chosen.

const preview = {
  format: 'Strong (older export)',
  workouts: 3,
  sets: 12,
  warmupSets: 1,
  dateRange: { from: '2023-01-15', to: '2023-01-17' },
  skipped: { notDone: 0, restTimers: 0 },
  notes: [],
  alreadyImported: 1,
  alreadyInLog: 1,
  keptBefore: 0,
  newWorkouts: 0,
  toReview: [
    {
      key: '2023-01-15 08:30|abc',
      status: 'changed',
      date: '2023-01-15',
      title: 'Push Day',
      yours: { logId: 9, title: 'Push Day' },
      differences: ['Bench Press (Barbell), set 3: 82.5 kg × 6 in your history, 85 kg × 6 in the file.'],
    },
  ],
} as unknown as ImportPreview;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('workouts to check', () => {
  it('show what changed and offer keep or add, with neither chosen', () => {
    const html = renderToStaticMarkup(<WorkoutReviewList preview={preview} decisions={{}} onChange={() => {}} />);
    expect(text(html)).toContain('Push Day · Jan 15, 2023');
    expect(text(html)).toContain('Changed in the file since you imported it');
    expect(text(html)).toContain('set 3: 82.5 kg × 6 in your history, 85 kg × 6 in the file.');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(text(html)).toContain('Keep mine');
    expect(text(html)).toContain("Add the file's as another workout");
    expect(html).not.toContain('checked');
  });

  it('say that “Keep mine” is remembered for the next import of the file', () => {
    const html = renderToStaticMarkup(<WorkoutReviewList preview={preview} decisions={{}} onChange={() => {}} />);
    expect(text(html)).toContain(
      '“Keep mine” is remembered: importing this file again will not ask about that workout unless its sets change.',
    );
  });

  it('show the member’s decision once made', () => {
    const html = renderToStaticMarkup(
      <WorkoutReviewList preview={preview} decisions={{ '2023-01-15 08:30|abc': 'keep' }} onChange={() => {}} />,
    );
    expect(html).toMatch(/<input[^>]*value="keep"[^>]*checked=""|<input[^>]*checked=""[^>]*value="keep"/);
  });

  it('are absent when the file has none', () => {
    expect(
      renderToStaticMarkup(
        <WorkoutReviewList preview={{ ...preview, toReview: [] }} decisions={{}} onChange={() => {}} />,
      ),
    ).toBe('');
  });
});

describe('the summary', () => {
  it('says which workouts are skipped as already in the history, and which need a decision', () => {
    const html = text(renderToStaticMarkup(<PreviewSummary preview={preview} />));
    expect(html).toContain('1 workout was imported before and will be skipped');
    expect(html).toContain('1 workout is already in your history (same day, exercises and sets) and will be skipped');
    expect(html).toContain('1 workout needs your decision');
    expect(html).toContain('0 new workouts will be added');
  });

  it('counts the workouts skipped because the member kept theirs before, and only when there are some', () => {
    const kept = text(renderToStaticMarkup(<PreviewSummary preview={{ ...preview, keptBefore: 2, toReview: [] }} />));
    expect(kept).toContain(`2 workouts you chose “Keep mine” for before (the file's sets unchanged) will be skipped`);
    expect(kept).not.toContain('needs your decision');
    expect(text(renderToStaticMarkup(<PreviewSummary preview={preview} />))).not.toContain('Keep mine');
  });
});
