import { Globe } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface RemoteOriginLike {
  server: string;
  url: string;
  handle: string;
}

/**
 * The small "from server" mark on a post or comment that came from another server: the server's
 * name links to the original there (opened apart, no referrer). Inline with its words, so on a
 * phone the link counts as one inside a sentence.
 */
export function ServerMark({ origin, className }: { origin: RemoteOriginLike; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}>
      <Globe className="size-3 shrink-0" aria-hidden="true" />
      <span>
        from{' '}
        <a
          href={origin.url}
          target="_blank"
          rel="nofollow noopener noreferrer"
          className="underline-offset-2 hover:underline"
          aria-label={`View the original by ${origin.handle} on ${origin.server}`}
        >
          {origin.server}
        </a>
      </span>
    </span>
  );
}

/**
 * The mark for a feed item or comment, or nothing for one of ours: reads the `remote` field the
 * server adds to items from other servers (null or absent for local ones).
 */
export function RemoteMark({ item, className }: { item: object; className?: string }) {
  const origin = (item as { remote?: RemoteOriginLike | null }).remote;
  return origin ? <ServerMark origin={origin} className={className} /> : null;
}
