import { CHAT_TEXTS } from '@common/chat-texts';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';
import type { LocalMessage } from '../api/get-messages';

/**
 * One message: mine on the right, theirs on the left, with its time (and, for mine, its state).
 * The side is not all a screen reader gets: the sender's name ("You" for mine) is read first.
 * A message of mine the server refused for good says why, with no Send again.
 */
export function MessageBubble({
  message,
  mine,
  senderName,
  onRetry,
}: {
  message: LocalMessage;
  mine: boolean;
  /** Who sent it when it is not mine. */
  senderName: string;
  /** Offered on a message of mine that was not sent: what the member typed is not lost. */
  onRetry?: (message: LocalMessage) => void;
}) {
  const pending = typeof message.id === 'string' && !message.failed;
  const state = message.failed ? CHAT_TEXTS.notSent : pending ? 'Sending...' : message.read ? 'Read' : 'Sent';
  const canRetry = mine && message.failed && !message.refusal && onRetry;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-xs',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          message.failed && 'bg-destructive text-destructive-foreground',
        )}
      >
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          <span className="sr-only">{CHAT_TEXTS.spokenSender(mine ? CHAT_TEXTS.you : senderName)}</span>
          {message.content}
        </p>
        <p className={cn('mt-1 text-[11px] opacity-80', mine && 'text-right')}>
          <time dateTime={message.timestamp}>{timeLabel(message.timestamp)}</time>
          {mine && <span> · {state}</span>}
        </p>
        {mine && message.refusal && <p className="mt-1 text-xs font-medium">{message.refusal}</p>}
        {canRetry && (
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
