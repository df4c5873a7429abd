type Id = number | string;

/**
 * The messages at the end of a conversation (oldest to newest) whose ids were not `seen` at the
 * last look: what arrived since. Older pages loaded at the start are not arrivals. Before the
 * first look (`seen` null) nothing is: the history shown on opening is not news.
 */
export function newArrivals<M extends { id: Id }>(messages: readonly M[], seen: ReadonlySet<Id> | null): M[] {
  if (seen === null) return [];
  let first = messages.length;
  while (first > 0 && !seen.has(messages[first - 1].id)) first -= 1;
  return messages.slice(first);
}
