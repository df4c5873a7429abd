import { describe, expect, it } from 'vitest';
import { hashtagsOf, noteHtml } from './note-html';
import { activitySummaryLine, countAndBest, exerciseLine, workoutSummaryLine } from './summary-line';

const METRIC = { weight: 'kg', distance: 'km' } as const;
const IMPERIAL = { weight: 'lb', distance: 'mi' } as const;

describe('the summary line, with the figures the app shows', () => {
  it('a 10.24 km run in 48:24 reads distance, time and pace (2904 s / 10.24 km = 283.6 s: 4:44)', () => {
    const run = { sport: 'run' as const, distanceM: 10240, untimedDistanceM: 0, movingSeconds: 2904 };
    expect(activitySummaryLine(run, 'km')).toBe('10.24 km · 48:24 · 4:44 /km');
    // 10.24 km = 6.36 mi; 283.6 s/km × 1.609344 = 456.4 s/mi: 7:36.
    expect(activitySummaryLine(run, 'mi')).toBe('6.36 mi · 48:24 · 7:36 /mi');
  });

  it('a ride reads a speed; pace and speed use the timed distance only', () => {
    const ride = { sport: 'ride' as const, distanceM: 42500, untimedDistanceM: 2500, movingSeconds: 5400 };
    // 40 km timed in 1.5 h: 26.7 km/h (the 42.5 km include 2.5 km without times).
    expect(activitySummaryLine(ride, 'km')).toBe('42.5 km · 1:30:00 · 26.7 km/h');
  });

  it('leaves out what is unknown instead of inventing it', () => {
    expect(activitySummaryLine({ sport: null, distanceM: 5000, untimedDistanceM: 5000, movingSeconds: 0 }, 'km')).toBe(
      '5 km',
    );
    expect(activitySummaryLine({ sport: 'swim', distanceM: 0, untimedDistanceM: 0, movingSeconds: 1800 }, 'km')).toBe(
      '30:00',
    );
    expect(activitySummaryLine({ sport: 'run', distanceM: 0, untimedDistanceM: 0, movingSeconds: 0 }, 'km')).toBeNull();
    // A file of one point: neither its distance nor its moving time is known.
    expect(
      activitySummaryLine({ sport: 'run', distanceM: null, untimedDistanceM: 0, movingSeconds: null }, 'km'),
    ).toBeNull();
  });

  it('a workout: "3 × 5 at 100 kg" only when every working set was that, else the best set', () => {
    const same = { reps: 5, weightKg: 100, durationSeconds: null, distanceKm: null };
    expect(exerciseLine({ name: 'Bench Press', sets: [same, same, same] }, METRIC, same)).toBe(
      'Bench Press 3 × 5 at 100 kg',
    );
    expect(exerciseLine({ name: 'Bench Press', sets: [same, same, same] }, IMPERIAL, same)).toBe(
      'Bench Press 3 × 5 at 220.5 lb',
    );
    const heavy = { ...same, reps: 3, weightKg: 140 };
    expect(exerciseLine({ name: 'Squat', sets: [same, heavy] }, METRIC, heavy)).toBe('Squat 2 sets, best 140 kg x 3');
    const pushUps = { reps: 20, weightKg: null, durationSeconds: null, distanceKm: null };
    expect(exerciseLine({ name: 'Push-up', sets: [pushUps, pushUps] }, METRIC, pushUps)).toBe('Push-up 2 × 20');
    expect(countAndBest('Plank', 0, null, METRIC)).toBe('Plank');
    expect(workoutSummaryLine(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C, D and 2 more');
    expect(workoutSummaryLine([])).toBeNull();
  });
});

describe('the Note HTML', () => {
  it('escapes the text, keeps paragraphs and links hashtags to the search page', () => {
    const text = 'Tempo day <b>#MorningRun</b> & #5k\n\nsee https://x.test/#anchor #morningrun';
    const html = noteHtml(text, '5 km · 25:00 · 5:00 /km', 'https://fit.example');
    expect(html).toBe(
      '<p>Tempo day &lt;b&gt;<a href="https://fit.example/search?q=%23MorningRun" class="mention hashtag" rel="tag">#<span>MorningRun</span></a>&lt;/b&gt; &amp; <a href="https://fit.example/search?q=%235k" class="mention hashtag" rel="tag">#<span>5k</span></a></p>' +
        '<p>see https://x.test/#anchor <a href="https://fit.example/search?q=%23morningrun" class="mention hashtag" rel="tag">#<span>morningrun</span></a></p>' +
        '<p>5 km · 25:00 · 5:00 /km</p>',
    );
    expect(hashtagsOf(text, 'https://fit.example')).toEqual([
      { name: '#MorningRun', href: 'https://fit.example/search?q=%23MorningRun' },
      { name: '#5k', href: 'https://fit.example/search?q=%235k' },
    ]);
  });
});
