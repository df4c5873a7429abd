import { addDays, localIsoDate } from '@common/fitness/dates';
import type { TrainingLoad } from '@common/schemas/training';
import { describe, expect, it } from 'vitest';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { TrainingLoadSection } from './training-load-section';

// The progress page's day-by-day figures (decision 0029): a day whose only session has no known
// load counts as 0 in the averages, but its row shows no load of "0.0", which the member never
// produced; a rest day (no session at all) is a 0. Drawn by the real section against a stand-in server.

const today = localIsoDate();
const day = (n: number) => addDays(today, -n);
const row = (html: string, date: string) => {
  const label = new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  const cells = html.match(new RegExp(`<tr[^>]*><td[^>]*>${label}</td>(.*?)</tr>`))?.[1] ?? '';
  return [...cells.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]);
};

const load: TrainingLoad = {
  from: day(83),
  to: today,
  fitnessDays: 42,
  fatigueDays: 7,
  firstLoadDate: day(2),
  days: [
    { date: day(2), load: 120, notCounted: 0, fitness: 2.8, fatigue: 15.9, form: -13.1 },
    { date: day(1), load: 0, notCounted: 0, fitness: 2.7, fatigue: 13.8, form: -11.1 },
    { date: today, load: 0, notCounted: 1, fitness: 2.7, fatigue: 12.2, form: -9.5 },
  ],
  sessions: [
    {
      kind: 'workout',
      id: 2,
      title: 'Unrated',
      date: today,
      effort: null,
      load: null,
      loadMethod: null,
      hasHeartRate: false,
    },
    {
      kind: 'workout',
      id: 1,
      title: 'Rated',
      date: day(2),
      effort: 4,
      load: 120,
      loadMethod: 'session_rpe',
      hasHeartRate: false,
    },
  ],
};

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
  if (url.startsWith('/api/training/load?')) return load;
  return undefined;
});

describe('the day-by-day training figures', () => {
  it('show no load for a day whose only session is unknown, 0 for a rest day', async () => {
    const html = await drawSettled(<TrainingLoadSection />);
    expect(row(html, day(2))).toEqual(['120.0', '', '2.8', '15.9', '-13.1']);
    expect(row(html, day(1))).toEqual(['0.0', '', '2.7', '13.8', '-11.1']);
    expect(row(html, today)).toEqual(['–', '1', '2.7', '12.2', '-9.5']);
  });
});
