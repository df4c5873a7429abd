import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../api/get-current-user';
import { isUser } from '../session-storage';

const AUTH_CHECK = hashKey(currentUserQueryKey);
const memberOf = (data: unknown) => (isUser(data) ? data.id : null);

/**
 * Keeps the query cache to one member (issue 35: a sign-out takes effect everywhere, caches too).
 * Every answer in it was fetched for the member the auth check names. When it names someone else
 * or nobody (this device was signed out from another one, the session expired or was suspended),
 * every answer but the auth check's goes: answers stay fresh for 5 minutes and would be shown
 * without asking the server, so whoever signs in next in this tab would see the last member's
 * devices, workouts or admin lists. Answers the unsubscribe.
 */
export function keepCacheToOneMember(queryClient: QueryClient): () => void {
  let owner = memberOf(queryClient.getQueryData(currentUserQueryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== AUTH_CHECK) return;
    const next = memberOf(event.query.state.data);
    if (owner !== null && next !== owner) {
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== AUTH_CHECK });
    }
    owner = next;
  });
}
