import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlockedMembers } from '../api/get-blocked-members';
import { BlockDialog, type BlockTarget } from './block-dialog';

/** Settings > Privacy: the members you blocked, each with Unblock. */
export function BlockedMembersSection() {
  const blocks = useBlockedMembers();
  const [unblocking, setUnblocking] = useState<BlockTarget | null>(null);
  return (
    <Card className="mt-4 flex flex-col gap-3 p-4 sm:p-6">
      <section aria-labelledby="blocked-members-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="blocked-members-heading" className="text-lg font-semibold">
            Blocked members
          </h2>
          <p className="text-sm text-muted-foreground">
            You and the members you block do not see each other's profiles, posts or comments, and cannot message or
            follow each other.
          </p>
        </div>
        {blocks.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : blocks.isError ? (
          <p className="text-sm text-destructive">This list could not be loaded. Please reload the page.</p>
        ) : blocks.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not blocked anyone.</p>
        ) : (
          <ul aria-label="Blocked members" className="flex flex-col divide-y divide-border">
            {blocks.items.map((member) => {
              const name = member.name || member.username;
              return (
                <li key={member.id} className="flex items-center gap-3 py-2">
                  <Avatar src={member.profileImageUrl} name={name} size="sm" decorative />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{name}</p>
                    <p className="truncate text-xs text-muted-foreground">@{member.username}</p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Unblock ${name}`}
                    onClick={() => setUnblocking({ userId: member.id, name, blocked: false })}
                  >
                    Unblock
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore
          hasMore={Boolean(blocks.hasNextPage)}
          loading={blocks.isFetchingNextPage}
          onLoadMore={() => void blocks.fetchNextPage()}
        />
      </section>
      <BlockDialog target={unblocking} onClose={() => setUnblocking(null)} />
    </Card>
  );
}
