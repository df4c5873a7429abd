import { LIMITS } from '@common/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { historyModeFor } from './search-history';

export interface SearchText {
  /** What the box shows (the member's typing, or the address after Back or another box). */
  text: string;
  /** The box's onChange: shows the text, and moves the address once typing pauses (when live). */
  setText: (text: string) => void;
  /** The search in the address (`?q=`), trimmed: what the results show. */
  query: string;
  /** Puts the text in the address at once (Enter), without waiting for the pause. */
  commit: () => void;
}

/**
 * A search box bound to the address's `?q=` (issue 16). While `live`, typing moves the address
 * once it pauses for 300 ms (the spec's debounce), pushing or replacing history (historyModeFor);
 * when the address changes otherwise (Back, Forward, the other search box on the page), the box
 * takes its text and drops any pending write. Several boxes on one page stay in step through the
 * address. When not live the box keeps its own text, and is emptied when it stops being live.
 */
export function useSearchText(live: boolean): SearchText {
  const [params, setParams] = useSearchParams();
  const urlQuery = live ? (params.get('q') ?? '').trim() : '';
  const [text, setTextState] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last value this box wrote to the address, so its own writes are not read back as news.
  const written = useRef(urlQuery);

  // The write of the latest render: it compares with the address as it is now.
  const write = useRef((_next: string) => {});
  write.current = (next: string) => {
    clearTimeout(timer.current);
    if (!live || next === urlQuery) return;
    written.current = next;
    setParams(next ? { q: next } : {}, { replace: historyModeFor(urlQuery, next) === 'replace' });
  };

  const setText = useCallback((value: string) => {
    setTextState(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write.current(value.trim()), LIMITS.userSearchDebounceMs);
  }, []);

  // The address moved under the box (Back, Forward, another box): show it, forget pending typing.
  useEffect(() => {
    if (!live || urlQuery === written.current) return;
    written.current = urlQuery;
    clearTimeout(timer.current);
    setTextState(urlQuery);
  }, [live, urlQuery]);

  // Leaving the live page empties the box, so it does not look like a filter elsewhere.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) setTextState('');
    wasLive.current = live;
  }, [live]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { text, setText, query: urlQuery, commit: () => write.current(text.trim()) };
}
