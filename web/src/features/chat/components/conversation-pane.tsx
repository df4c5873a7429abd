import { CHAT_TEXTS } from '@common/chat-texts';
import { LIMITS } from '@common/limits';
import type { ChatContact } from '@common/schemas/chat';
import { ArrowLeft, MessageCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useConversation } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../hooks/use-send-message';
import { MessageBubble } from './message-bubble';
import { SendForm } from './send-form';

interface ConversationPaneProps {
  meId: number;
  contact: ChatContact;
  online: boolean;
  onBack: () => void;
}

/** The open conversation (spec sections 2 and 4): header, bubbles, send form, alerts. */
export function ConversationPane({ meId, contact, online, onBack }: ConversationPaneProps) {
  const conversation = useConversation(contact.id);
  const { send, alert, dismissAlert, canSend } = useSendMessage(meId, contact);
  const markRead = useMarkConversationRead();
  const endRef = useRef<HTMLDivElement>(null);
  const { messages } = conversation;
  const lastId = messages.at(-1)?.id;

  // Opening a conversation resets its unread count.
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    markReadMutate(contact.id);
  }, [contact.id, markReadMutate]);

  // Scroll to the end 100 ms after history loads, and when a new message arrives at the end.
  useEffect(() => {
    if (!conversation.isSuccess || lastId === undefined) return;
    const timer = setTimeout(() => endRef.current?.scrollIntoView({ block: 'end' }), LIMITS.chatScrollDelayMs);
    return () => clearTimeout(timer);
  }, [conversation.isSuccess, lastId]);

  return (
    <section aria-label={`Conversation with ${contact.name}`} className="flex h-full min-h-0 flex-col">
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
        <Avatar src={contact.profileImageUrl} name={contact.name} decorative />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{contact.name}</h2>
          <p className="text-xs text-muted-foreground" data-testid="contact-status">
            {online ? CHAT_TEXTS.online : CHAT_TEXTS.offline}
          </p>
        </div>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {conversation.hasNextPage && (
          <div className="mb-2 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              disabled={conversation.isFetchingNextPage}
              onClick={() => conversation.fetchNextPage()}
            >
              {CHAT_TEXTS.loadOlder}
            </Button>
          </div>
        )}
        {conversation.isPending ? (
          <PageSpinner label="Loading messages" />
        ) : messages.length === 0 ? (
          <EmptyState icon={MessageCircle} title={CHAT_TEXTS.noMessagesTitle} description={CHAT_TEXTS.noMessagesNote} />
        ) : (
          <ol aria-label="Messages" className="flex flex-col gap-2">
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} mine={m.senderId === meId} />
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>

      {alert && (
        <div
          role="alert"
          className="mx-3 mb-1 flex items-start gap-2 rounded-lg border border-destructive bg-destructive/10 p-2 text-sm text-destructive"
        >
          <p className="flex-1">{alert}</p>
          <button
            type="button"
            onClick={dismissAlert}
            aria-label="Dismiss alert"
            className="cursor-pointer rounded p-0.5"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {contact.following ? (
        <SendForm onSend={send} disabled={!canSend} />
      ) : (
        <p className="border-t border-border p-3 text-sm text-muted-foreground">
          {CHAT_TEXTS.followToReply(contact.name)}
        </p>
      )}
    </section>
  );
}
