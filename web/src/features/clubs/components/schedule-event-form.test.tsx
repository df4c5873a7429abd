import { CLUB_LIMITS, CLUB_MESSAGES as M } from '@common/clubs-texts';
import type { ClubEventInput } from '@common/schemas/clubs';
import { describe, expect, it, vi } from 'vitest';
import { attributesOf, descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import type { FieldErrors } from '../lib/use-create-submit';
import { EventFields, type EventFormValues, localInputValue, submitEvent } from './schedule-event-form';

// The schedule-event form checks what it would send with the shared rules (the schema of
// POST /api/clubs/{id}/events, and the route's window for the start) before sending: a form the
// server would refuse shows the shared message under its field and sends nothing.

standInServer(() => undefined);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// A fixed clock: the start boxes are written in the browser's own time, as the member picks them.
const now = new Date(2026, 4, 3, 12, 0).getTime();
const startIn = (ms: number) => localInputValue(new Date(now + ms));

const valuesWith = (changes: Partial<EventFormValues>): EventFormValues => ({
  title: 'Sunday long run',
  startsAt: startIn(DAY_MS),
  place: 'Riverside path',
  gym: null,
  ...changes,
});

/** Submits the values at `now`: the errors shown under the fields and the requests sent. */
function submit(values: EventFormValues) {
  let shown: FieldErrors = {};
  const send = vi.fn<(input: ClubEventInput) => void>();
  submitEvent(values, now, (errors) => (shown = errors), send);
  return { shown, send };
}

const draw = (values: EventFormValues, errors: FieldErrors) =>
  drawSettled(<EventFields values={values} onChange={() => {}} errors={errors} />);

describe('scheduling an event the server would refuse', () => {
  const cases: [string, Partial<EventFormValues>, 'title' | 'startsAt' | 'place', string, string][] = [
    [
      'an over-long title',
      { title: 't'.repeat(CLUB_LIMITS.eventTitleMax + 1) },
      'title',
      'event-title',
      M.eventTitleMax,
    ],
    ['a blank title', { title: '   ' }, 'title', 'event-title', M.eventTitleRequired],
    ['a start in the past', { startsAt: startIn(-HOUR_MS) }, 'startsAt', 'event-starts', M.eventInPast],
    [
      'a start beyond the days allowed ahead',
      { startsAt: startIn((CLUB_LIMITS.eventDaysAheadMax + 1) * DAY_MS) },
      'startsAt',
      'event-starts',
      M.eventTooFar,
    ],
    ['an unreadable start', { startsAt: '' }, 'startsAt', 'event-starts', M.eventStartInvalid],
    ['an over-long place', { place: 'p'.repeat(CLUB_LIMITS.placeMax + 1) }, 'place', 'event-place', M.placeMax],
  ];

  it.each(cases)(
    'with %s shows the shared message under its field and sends nothing',
    async (_, changes, field, box, message) => {
      const values = valuesWith(changes);
      const { shown, send } = submit(values);
      expect(send).not.toHaveBeenCalled();
      expect(shown).toEqual({ [field]: message });
      const html = await draw(values, shown);
      expect(descriptionOf(html, box)).toContain(message);
      expect(attributesOf(html, box)).toMatchObject({ 'aria-invalid': 'true', value: values[field] });
    },
  );

  it('shows every refused field at once, each under its own box', () => {
    const { shown, send } = submit(
      valuesWith({ title: '', startsAt: startIn(-DAY_MS), place: 'p'.repeat(CLUB_LIMITS.placeMax + 1) }),
    );
    expect(send).not.toHaveBeenCalled();
    expect(shown).toEqual({ title: M.eventTitleRequired, startsAt: M.eventInPast, place: M.placeMax });
  });
});

describe('scheduling an event the server would take', () => {
  it('sends one request with the values, the start as an instant, and clears the errors', () => {
    const { shown, send } = submit(valuesWith({ gym: { id: 4, name: 'Iron Temple' } }));
    expect(shown).toEqual({});
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      title: 'Sunday long run',
      startsAt: new Date(now + DAY_MS).toISOString(),
      place: 'Riverside path',
      gymId: 4,
    });
  });

  it('takes a title and a place at their limits and a start at the last day allowed', () => {
    const { shown, send } = submit(
      valuesWith({
        title: 't'.repeat(CLUB_LIMITS.eventTitleMax),
        place: 'p'.repeat(CLUB_LIMITS.placeMax),
        startsAt: startIn(CLUB_LIMITS.eventDaysAheadMax * DAY_MS - HOUR_MS),
      }),
    );
    expect(shown).toEqual({});
    expect(send).toHaveBeenCalledTimes(1);
  });
});
