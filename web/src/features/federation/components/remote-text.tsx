import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { remoteHtmlToReact } from '../lib/remote-html';

/**
 * A post's or comment's text: our own members write plain text (shown as it is, in a <p>); text
 * from another server is its sanitized HTML (paragraphs, links), rebuilt safely in a <div> so its
 * own paragraphs are not nested in one.
 */
export function RemoteText({ item, className, children }: { item: object; className?: string; children: ReactNode }) {
  const remote = (item as { remote?: unknown }).remote;
  if (!remote || typeof children !== 'string') return <p className={className}>{children}</p>;
  return (
    <div
      className={cn(
        className,
        'whitespace-normal [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_ul]:list-disc',
      )}
    >
      {remoteHtmlToReact(children)}
    </div>
  );
}
