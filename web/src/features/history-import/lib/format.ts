/** '3 workouts', '1 workout'; with an explicit plural for irregular phrases. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** 'Jan 15, 2023' for '2023-01-15' (a calendar date: read in UTC, so no zone shifts it). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
