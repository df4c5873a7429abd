import { countOf, MONTH_NAMES } from '@common/en-us-format';
import { acceptCustomYear, calendarYearOptions } from '@common/fitness/calendar-years';
import { addDays, localIsoDate } from '@common/fitness/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useCalendar } from '../api/stats';
import { monthGrid } from '../lib/calendar-grid';
import { formatDay, formatWorkoutMinutes } from '../lib/format';
import { weekdayShort } from '../lib/weekdays';

/**
 * The calendar (spec section 2, Workout Plans; D6): a month of dates marked with the member's logged
 * workouts and their active plan's planned ones; choosing a date lists them. The year dropdown
 * lists the current year -10 to +5; a typed year is accepted from 100 years back to 10 ahead, and
 * anything else is ignored (spec section 9).
 */
export function WorkoutCalendar() {
  const today = localIsoDate();
  const currentYear = Number(today.slice(0, 4));
  const [view, setView] = useState({ year: currentYear, month: Number(today.slice(5, 7)) - 1 });
  const [selected, setSelected] = useState(today);
  const [typedYear, setTypedYear] = useState('');
  const { from: gridStart, to: gridEnd } = monthGrid(view.year, view.month);
  const calendar = useCalendar(gridStart, gridEnd);
  const entryOn = new Map((calendar.data ?? []).map((e) => [e.date, e]));
  const years = calendarYearOptions(currentYear);
  const yearOptions = (years.includes(view.year) ? years : [...years, view.year].sort((a, b) => a - b)).map((y) => ({
    value: String(y),
    label: String(y),
  }));

  const moveMonth = (delta: number) =>
    setView((v) => {
      const m = v.month + delta;
      return { year: v.year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
    });
  const applyTypedYear = () => {
    const year = acceptCustomYear(typedYear, currentYear);
    if (year !== null) setView((v) => ({ ...v, year }));
  };
  const onYearKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyTypedYear();
    }
  };
  const chosen = entryOn.get(selected);
  const monthLabel = `${MONTH_NAMES[view.month]} ${view.year}`;

  return (
    <section
      aria-labelledby="calendar-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 max-sm:px-3"
    >
      <h2 id="calendar-title" className="font-semibold">
        Calendar
      </h2>
      <div className="flex items-center justify-between gap-1">
        <Button size="icon" variant="ghost" aria-label="Previous month" onClick={() => moveMonth(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="font-medium">{monthLabel}</p>
        <Button size="icon" variant="ghost" aria-label="Next month" onClick={() => moveMonth(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Select
          aria-label="Month"
          className="h-9"
          options={MONTH_NAMES.map((label, m) => ({ value: String(m), label }))}
          value={String(view.month)}
          onChange={(e) => setView((v) => ({ ...v, month: Number(e.target.value) }))}
        />
        <Select
          aria-label="Year"
          className="h-9"
          options={yearOptions}
          value={String(view.year)}
          onChange={(e) => setView((v) => ({ ...v, year: Number(e.target.value) }))}
        />
      </div>
      <div className="flex items-center gap-2">
        <Input
          aria-label="Other year"
          inputMode="numeric"
          placeholder={`Other year (${currentYear - 100}-${currentYear + 10})`}
          value={typedYear}
          onChange={(e) => setTypedYear(e.target.value)}
          onKeyDown={onYearKey}
          className="h-9"
        />
        <Button size="sm" variant="outline" onClick={applyTypedYear}>
          Go
        </Button>
      </div>
      <table className="w-full table-fixed text-center text-sm" aria-label={monthLabel}>
        <thead>
          <tr>
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                {weekdayShort(d).slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={addDays(gridStart, week * 7)}>
              {Array.from({ length: 7 }, (_, day) => {
                const date = addDays(gridStart, week * 7 + day);
                const entry = entryOn.get(date);
                const logged = entry?.logs.length ?? 0;
                const label = [
                  formatDay(date, { weekday: 'long', month: 'long' }),
                  logged ? `${logged} ${logged === 1 ? 'workout' : 'workouts'} logged` : null,
                  entry?.planned ? `planned: ${entry.planned.title}` : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} className="p-0.5 max-sm:p-0">
                    <button
                      type="button"
                      aria-label={label}
                      aria-pressed={date === selected}
                      onClick={() => setSelected(date)}
                      className={cn(
                        // Phones: 44 px tall, and as wide as a seventh of the card (44 px at 360).
                        'relative flex h-9 w-full cursor-pointer flex-col max-sm:h-11 items-center justify-center rounded-md text-sm hover:bg-muted',
                        // Days of the next and last month: muted, at a contrast still readable (4.5:1).
                        Number(date.slice(5, 7)) - 1 !== view.month && 'text-muted-foreground',
                        date === today && 'font-bold text-primary',
                        date === selected && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                        entry?.planned && date !== selected && 'ring-1 ring-primary/50 ring-inset',
                      )}
                    >
                      {Number(date.slice(8))}
                      {logged > 0 && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'absolute bottom-1 size-1.5 rounded-full',
                            date === selected ? 'bg-white' : 'bg-accent',
                          )}
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div aria-live="polite" className="flex flex-col gap-2 text-sm">
        <h3 className="font-semibold">{formatDay(selected)}</h3>
        {chosen?.logs.map((log) => (
          <p key={log.id} className="flex justify-between gap-2 rounded-md bg-accent-soft px-2 py-1 text-accent-strong">
            <span className="min-w-0 font-medium [overflow-wrap:anywhere]">Logged: {log.title}</span>
            <span className="shrink-0">{formatWorkoutMinutes(log.durationMinutes)}</span>
          </p>
        ))}
        {chosen?.planned && (
          <p className="flex justify-between gap-2 rounded-md bg-primary-soft px-2 py-1 text-primary-strong">
            <span className="min-w-0 font-medium [overflow-wrap:anywhere]">Planned: {chosen.planned.title}</span>
            <span className="shrink-0">{countOf(chosen.planned.exerciseCount, 'exercise')}</span>
          </p>
        )}
        {!chosen && <p className="text-muted-foreground">No workouts on this date.</p>}
      </div>
    </section>
  );
}
