/**
 * How a settled search text enters the browser history (issue 16: back and forward work on
 * /search). Refining the same search (typing on, or deleting back) replaces the current entry, so
 * Back does not step through every prefix typed; starting a different search, or clearing the box,
 * pushes one, so Back returns to the previous results. The first text typed into an empty box
 * replaces the bare /search entry.
 */
export function historyModeFor(previous: string, next: string): 'push' | 'replace' {
  const a = previous.trim().toLowerCase();
  const b = next.trim().toLowerCase();
  if (a === b || a === '') return 'replace';
  if (b === '') return 'push';
  return a.startsWith(b) || b.startsWith(a) ? 'replace' : 'push';
}
