import { FEDERATION_MESSAGES } from '@common/federation';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRemoteLookup } from '../api/lookup-remote-account';
import { remoteHandleOf } from '../lib/remote-handle';
import { RemoteAccountCard } from './remote-account-card';

/**
 * The search page's section for people on other servers: shown only when the search is a
 * fediverse address, it asks that server (through ours) for the account.
 */
export function RemoteAccountSearch({ query }: { query: string }) {
  const handle = remoteHandleOf(query);
  const lookup = useRemoteLookup(handle);
  if (!handle) return null;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="remote-account-heading" aria-busy={lookup.isFetching} className="flex flex-col gap-3">
        <h2 id="remote-account-heading" className="text-lg font-semibold">
          On other servers
        </h2>
        {lookup.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : lookup.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {isApiError(lookup.error, 400)
              ? errorMessage(lookup.error, FEDERATION_MESSAGES.badHandle)
              : errorMessage(lookup.error, FEDERATION_MESSAGES.unreachable)}
          </p>
        ) : lookup.data ? (
          <RemoteAccountCard account={lookup.data} />
        ) : (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">No account {handle} was found.</p>
        )}
      </section>
    </Card>
  );
}
