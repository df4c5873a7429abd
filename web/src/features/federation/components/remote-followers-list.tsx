import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDecideRemoteFollower, useRemoteFollowers } from '../api/remote-followers';

/**
 * People on other servers who follow the member, each marked with their server: requests held
 * for approval (a profile for friends) with Approve and Decline, followers with Remove.
 */
export function RemoteFollowersList() {
  const followers = useRemoteFollowers();
  const decide = useDecideRemoteFollower();
  return (
    <section aria-labelledby="remote-followers-heading" className="flex flex-col gap-2">
      <h3 id="remote-followers-heading" className="font-semibold">
        Followers on other servers
      </h3>
      {followers.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : followers.isError ? (
        <p className="text-sm text-destructive">This list could not be loaded. Please reload the page.</p>
      ) : followers.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody on another server follows you yet.</p>
      ) : (
        <ul aria-label="Followers on other servers" className="flex flex-col divide-y divide-border">
          {followers.items.map((f) => {
            const name = f.name || f.handle;
            return (
              <li key={f.id} className="flex flex-wrap items-center gap-3 py-2">
                <Avatar src={f.avatarUrl} name={name} size="sm" decorative />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{name}</p>
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {f.handle} · from {f.server}
                    {f.status === 'pending' ? ' · wants to follow you' : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  {f.status === 'pending' && (
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      aria-label={`Approve ${f.handle}`}
                      onClick={() => decide.mutate({ follower: f, approve: true })}
                    >
                      Approve
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    aria-label={`${f.status === 'pending' ? 'Decline' : 'Remove'} ${f.handle}`}
                    onClick={() => decide.mutate({ follower: f, approve: false })}
                  >
                    {f.status === 'pending' ? 'Decline' : 'Remove'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(followers.hasNextPage)}
        loading={followers.isFetchingNextPage}
        onLoadMore={() => void followers.fetchNextPage()}
      />
    </section>
  );
}
