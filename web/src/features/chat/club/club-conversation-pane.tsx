import { CHAT_TEXTS } from '@common/chat-texts';
import { CLUB_CHAT_TEXTS as T } from '@common/club-chat-texts';
import type { ClubConversation } from '@common/schemas/responses/clubs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';
import { ConversationLayout } from '../components/conversation-layout';
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
        {/* The sender is read before the text: the visible name for theirs, "You" for mine. */}
        {!mine && (
          <p className="text-xs font-semibold">
            {message.sender.name}
            <span className="sr-only">:</span>
          </p>
        )}
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          {mine && <span className="sr-only">{CHAT_TEXTS.spokenSender(CHAT_TEXTS.you)}</span>}
          {message.content}
        </p>
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

  useEffect(() => {
    markRead(club.clubId);
  }, [club.clubId, markRead]);

  const onSend = (text: string) => {
    setAlert(null);
    send.mutate(text, { onError: (error) => setAlert(errorMessage(error, T.sendFailed)) });
    return true;
  };

  return (
    <ConversationLayout
      label={T.conversationWith(club.name)}
      name={club.name}
      imageUrl={club.imageUrl}
      status={T.online(club.onlineCount)}
      statusTestId="club-online"
      headerEnd={
        <Link to={`/clubs/${club.clubId}`} className="tap-target text-sm font-medium underline">
          {T.openClub}
        </Link>
      }
      onBack={onBack}
      messages={messages.data ?? []}
      pending={messages.isPending}
      loaded={messages.isSuccess}
      fresh={messages.isFetchedAfterMount}
      renderMessage={(m) => <ClubBubble message={m} mine={m.sender.id === meId} />}
      announce={(m) => (m.sender.id === meId ? null : CHAT_TEXTS.messageFrom(m.sender.name, m.content))}
      emptyNote={T.noMessagesNote}
    >
      {alert && (
        <p
          role="alert"
          className="mx-3 mb-1 rounded-lg border border-destructive bg-destructive/10 p-2 text-sm text-destructive"
        >
          {alert}
        </p>
      )}
      <SendForm onSend={onSend} />
    </ConversationLayout>
  );
}
