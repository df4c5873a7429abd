import { CHAT_TEXTS } from '@common/chat-texts';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';
import type { LocalMessage } from '../api/get-messages';

/** One message: mine on the right, theirs on the left, with its time (and, for mine, its state). */
export function MessageBubble({
  message,
  mine,
  onRetry,
}: {
  message: LocalMessage;
  mine: boolean;
  /** Offered on a message of mine that was not sent: what the member typed is not lost. */
  onRetry?: (message: LocalMessage) => void;
}) {
  const pending = typeof message.id === 'string' && !message.failed;
  const state = message.failed ? 'Not sent' : pending ? 'Sending...' : message.read ? 'Read' : 'Sent';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-xs',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          message.failed && 'bg-destructive text-destructive-foreground',
        )}
      >
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
        <p className={cn('mt-1 text-[11px] opacity-80', mine && 'text-right')}>
          <time dateTime={message.timestamp}>{timeLabel(message.timestamp)}</time>
          {mine && <span> · {state}</span>}
        </p>
        {mine && message.failed && onRetry && (
          <button
            type="button"
            className="tap-target mt-1 text-xs font-semibold underline underline-offset-2"
            onClick={() => onRetry(message)}
          >
            {CHAT_TEXTS.retry}
          </button>
        )}
      </div>
    </li>
  );
}
