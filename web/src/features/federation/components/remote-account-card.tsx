import type { RemoteAccount } from '@common/federation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useRemoteAccountAction } from '../api/remote-account-actions';

const FOLLOW_LABEL: Record<RemoteAccount['following'], string> = {
  none: 'Follow',
  pending: 'Cancel request',
  accepted: 'Unfollow',
};

/** A remote account found by its handle: name, handle, its server, Follow/Unfollow and Block. */
export function RemoteAccountCard({ account }: { account: RemoteAccount }) {
  const act = useRemoteAccountAction();
  const busy = act.isPending;
  const name = account.name || account.handle;
  const following = account.following !== 'none';
  return (
    <article aria-label={name} className="flex flex-wrap items-center gap-3">
      <Avatar src={account.avatarUrl} name={name} decorative />
      <div className="min-w-0 flex-1">
        <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {account.handle} · on{' '}
          <a
            href={account.profileUrl}
            target="_blank"
            rel="nofollow noopener noreferrer"
            className="underline-offset-2 hover:underline"
          >
            {account.server}
          </a>
        </p>
      </div>
      <div className="flex gap-2">
        {!account.blocked && (
          <Button
            size="sm"
            variant={following ? 'outline' : 'default'}
            disabled={busy}
            aria-label={`${FOLLOW_LABEL[account.following]} ${account.handle}`}
            onClick={() => act.mutate({ account, action: following ? 'unfollow' : 'follow' })}
          >
            {FOLLOW_LABEL[account.following]}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`${account.blocked ? 'Unblock' : 'Block'} ${account.handle}`}
          onClick={() => act.mutate({ account, action: account.blocked ? 'unblock' : 'block' })}
        >
          {account.blocked ? 'Unblock' : 'Block'}
        </Button>
      </div>
    </article>
  );
}
