import type { ExerciseDetail } from '@common/schemas/workout-exercises';
import { Trophy } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useUnits } from '@/features/auth';
import {
  hasAnyRecord,
  isLoadedType,
  REP_MAX_HINTS,
  REP_MAX_LOAD_LABELS,
  recordItems,
  repMaxRows,
} from '../lib/records';

/** The member's records on the exercise: only those that exist, each with its set and day. */
export function ExerciseRecords({ detail }: { detail: ExerciseDetail }) {
  const units = useUnits();
  const type = detail.exercise.loggingType;
  const items = recordItems(detail.records, type, units);
  const repMaxes = repMaxRows(detail.records, type, units);
  return (
    <section aria-labelledby="exercise-records-title">
      <Card>
        <CardHeader>
          <CardTitle id="exercise-records-title">Records</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {!hasAnyRecord(detail.records) ? (
            <EmptyState
              icon={Trophy}
              title="No records yet"
              description="Warm-up sets do not count: your records appear once you log a working set."
            />
          ) : (
            <ul aria-label="Records" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id} className="flex flex-col rounded-lg border border-border p-3">
                  <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {item.label}
                  </span>
                  <span className="text-xl font-bold">{item.value}</span>
                  {item.detail && <span className="text-sm text-muted-foreground">{item.detail}</span>}
                  <span className="text-xs text-muted-foreground">{item.date}</span>
                </li>
              ))}
            </ul>
          )}
          {repMaxes.length > 0 && isLoadedType(type) && (
            <div className="flex flex-col gap-1">
              <div className="overflow-x-auto rounded-lg border border-border">
                <table className="w-full text-left text-sm" aria-describedby="rep-max-hint">
                  <caption className="p-3 pb-1 text-left font-semibold">Rep maxes</caption>
                  <thead className="bg-muted/60 text-xs text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Reps
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {REP_MAX_LOAD_LABELS[type]}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Date
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {repMaxes.map((row) => (
                      <tr key={row.reps} className="border-t border-border">
                        <th scope="row" className="px-3 py-2 font-medium">
                          {row.reps} {row.reps === 1 ? 'rep' : 'reps'}
                        </th>
                        <td className="px-3 py-2">
                          {row.load}
                          {row.doneFor && (
                            <span className="block text-xs text-muted-foreground">done for {row.doneFor} reps</span>
                          )}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">{row.date}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <CardDescription id="rep-max-hint">{REP_MAX_HINTS[type]}</CardDescription>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
