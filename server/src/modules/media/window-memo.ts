/**
 * Remembers what was computed for a name during one time window, and forgets everything when the
 * next window starts. For values that are the same for the whole window by construction (a link
 * signed with the window's start as its signing time), so a remembered answer is exactly the one
 * `compute` would give again. At most `limit` names are kept: past it the oldest is dropped (a
 * limit of 0 remembers nothing). A failed computation is not remembered.
 */
export function windowMemo<T>(limit: number) {
  let current = { windowStart: Number.NaN, answers: new Map<string, Promise<T>>() };
  return (name: string, windowStart: number, compute: () => Promise<T>): Promise<T> => {
    if (limit <= 0) return compute();
    if (current.windowStart !== windowStart) current = { windowStart, answers: new Map() };
    const { answers } = current;
    const known = answers.get(name);
    if (known) return known;
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
    const answer = compute();
    answers.set(name, answer);
    answer.catch(() => {
      if (answers.get(name) === answer) answers.delete(name);
    });
    return answer;
  };
}
