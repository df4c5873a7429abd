import { CHAT_TEXTS } from '@common/chat-texts';
import { CLUB_CHAT_TEXTS as T } from '@common/club-chat-texts';
import { LIMITS } from '@common/limits';
import type { ClubConversation } from '@common/schemas/responses/clubs';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';
import { SendForm } from '../components/send-form';
import { type ClubChatMessage, useClubMessages, useMarkClubRead, useSendClubMessage } from './club-messages';

function ClubBubble({ message, mine }: { message: ClubChatMessage; mine: boolean }) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-xs',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {!mine && <p className="text-xs font-semibold">{message.sender.name}</p>}
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
        <p className={cn('mt-1 text-[11px] opacity-80', mine && 'text-right')}>
          <time dateTime={message.timestamp}>{timeLabel(message.timestamp)}</time>
        </p>
      </div>
    </li>
  );
}

/** A club's group conversation (issue 34): who is online, the messages with their senders, sending. */
export function ClubConversationPane({
  meId,
  club,
  onBack,
}: {
  meId: number;
  club: ClubConversation;
  onBack: () => void;
}) {
  const messages = useClubMessages(club.clubId);
  const send = useSendClubMessage(club.clubId);
  const { mutate: markRead } = useMarkClubRead();
  const [alert, setAlert] = useState<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const list = messages.data ?? [];
  const lastId = list.at(-1)?.id;

  useEffect(() => {
    markRead(club.clubId);
  }, [club.clubId, markRead]);

  useEffect(() => {
    if (lastId === undefined) return;
    const timer = setTimeout(() => endRef.current?.scrollIntoView({ block: 'end' }), LIMITS.chatScrollDelayMs);
    return () => clearTimeout(timer);
  }, [lastId]);

  const onSend = (text: string) => {
    setAlert(null);
    send.mutate(text, { onError: (error) => setAlert(errorMessage(error, T.sendFailed)) });
    return true;
  };

  return (
    <section aria-label={T.conversationWith(club.name)} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={CHAT_TEXTS.backToContacts}
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Avatar src={club.imageUrl} name={club.name} decorative />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{club.name}</h2>
          <p className="text-xs text-muted-foreground" data-testid="club-online">
            {T.online(club.onlineCount)}
          </p>
        </div>
        <Link to={`/clubs/${club.clubId}`} className="tap-target text-sm font-medium underline">
          {T.openClub}
        </Link>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {messages.isPending ? (
          <PageSpinner label="Loading messages" />
        ) : list.length === 0 ? (
          <EmptyState icon={MessageCircle} title={CHAT_TEXTS.noMessagesTitle} description={T.noMessagesNote} />
        ) : (
          <ol aria-label="Messages" className="flex flex-col gap-2">
            {list.map((m) => (
              <ClubBubble key={m.id} message={m} mine={m.sender.id === meId} />
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      {alert && (
        <p
          role="alert"
          className="mx-3 mb-1 rounded-lg border border-destructive bg-destructive/10 p-2 text-sm text-destructive"
        >
          {alert}
        </p>
      )}
      <SendForm onSend={onSend} />
    </section>
  );
}
