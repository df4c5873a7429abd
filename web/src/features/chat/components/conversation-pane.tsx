import { CHAT_TEXTS } from '@common/chat-texts';
import type { ChatContact } from '@common/schemas/chat';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useConversation } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../hooks/use-send-message';
import { ConversationLayout } from './conversation-layout';
import { FollowToReply } from './follow-to-reply';
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
  const { send, retry, alert, dismissAlert, canSend } = useSendMessage(meId, contact);
  const markRead = useMarkConversationRead();

  // Opening a conversation resets its unread count.
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    markReadMutate(contact.id);
  }, [contact.id, markReadMutate]);

  return (
    <ConversationLayout
      label={`Conversation with ${contact.name}`}
      name={contact.name}
      imageUrl={contact.profileImageUrl}
      status={online ? CHAT_TEXTS.online : CHAT_TEXTS.offline}
      statusTestId="contact-status"
      onBack={onBack}
      messages={conversation.messages}
      pending={conversation.isPending}
      loaded={conversation.isSuccess}
      fresh={conversation.isFetchedAfterMount}
      renderMessage={(m) => (
        <MessageBubble message={m} mine={m.senderId === meId} senderName={contact.name} onRetry={retry} />
      )}
      announce={(m) => (m.senderId === meId ? null : CHAT_TEXTS.messageFrom(contact.name, m.content))}
      emptyNote={CHAT_TEXTS.noMessagesNote}
      olderMessages={
        conversation.hasNextPage && (
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
        )
      }
    >
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
      {contact.following ? <SendForm onSend={send} disabled={!canSend} /> : <FollowToReply contact={contact} />}
    </ConversationLayout>
  );
}
