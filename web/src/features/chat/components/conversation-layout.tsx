import { CHAT_TEXTS } from '@common/chat-texts';
import { LIMITS } from '@common/limits';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useArrivalAnnouncements } from '../hooks/use-arrival-announcements';

interface ConversationLayoutProps<Message extends { id: number | string }> {
  /** The section's accessible name: who or what the conversation is with. */
  label: string;
  name: string;
  imageUrl?: string | null;
  /** The line under the name (online or not), and its test id. */
  status: ReactNode;
  statusTestId: string;
  /** After the name in the header (a club's link to its page). */
  headerEnd?: ReactNode;
  onBack: () => void;
  /** Oldest to newest; `loaded` is false until the first answer. */
  messages: Message[];
  pending: boolean;
  loaded: boolean;
  renderMessage: (message: Message) => ReactNode;
  /** What a screen reader says when this message arrives; null for the member's own. */
  announce: (message: Message) => string | null;
  /**
   * The messages were fetched since the pane opened (react-query's isFetchedAfterMount): what is
   * added after that arrived while it was open. Until then nothing is announced, so neither the
   * history nor the cached conversation's catching up on opening is read out.
   */
  fresh: boolean;
  emptyNote: string;
  /** Above the messages (a "load older" button). */
  olderMessages?: ReactNode;
  /** Below the messages: alerts and the send form, which differ between a member and a club. */
  children: ReactNode;
}

/**
 * A conversation on the chat page, with a member or a club (spec sections 2 and 4, issue 34):
 * the header with Back on a phone, the scrolling list of messages, then what the caller adds.
 * Messages that arrive while it is open are read out by a polite live region (not the history
 * shown on opening, nor older pages loaded later). The caller keys it by conversation.
 */
export function ConversationLayout<Message extends { id: number | string }>(props: ConversationLayoutProps<Message>) {
  const { messages, loaded } = props;
  const endRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const announcements = useArrivalAnnouncements(messages, loaded && props.fresh, props.announce);

  // Scroll to the end 100 ms after history loads, and when a new message arrives at the end.
  useEffect(() => {
    if (!loaded || lastId === undefined) return;
    const timer = setTimeout(() => endRef.current?.scrollIntoView({ block: 'end' }), LIMITS.chatScrollDelayMs);
    return () => clearTimeout(timer);
  }, [loaded, lastId]);

  return (
    <>
      <section aria-label={props.label} className="flex h-full min-h-0 flex-col">
        <header className="flex items-center gap-3 border-b border-border p-3">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={CHAT_TEXTS.backToContacts}
            onClick={props.onBack}
          >
            <ArrowLeft aria-hidden="true" />
          </Button>
          <Avatar src={props.imageUrl} name={props.name} decorative />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">{props.name}</h2>
            <p className="text-xs text-muted-foreground" data-testid={props.statusTestId}>
              {props.status}
            </p>
          </div>
          {props.headerEnd}
        </header>

        <div className="min-h-0 flex-1 overflow-y-auto p-3">
          {props.olderMessages}
          {props.pending ? (
            <PageSpinner label="Loading messages" />
          ) : messages.length === 0 ? (
            <EmptyState icon={MessageCircle} title={CHAT_TEXTS.noMessagesTitle} description={props.emptyNote} />
          ) : (
            <ol aria-label="Messages" className="flex flex-col gap-2">
              {messages.map((m) => (
                <Fragment key={m.id}>{props.renderMessage(m)}</Fragment>
              ))}
            </ol>
          )}
          <div ref={endRef} />
        </div>

        {props.children}
      </section>
      {/* Outside the section: the conversation's own text is found there once, in its bubble. */}
      <div role="log" aria-live="polite" aria-label={CHAT_TEXTS.newMessagesLabel} className="sr-only">
        {announcements.map((a) => (
          <p key={a.key}>{a.text}</p>
        ))}
      </div>
    </>
  );
}
