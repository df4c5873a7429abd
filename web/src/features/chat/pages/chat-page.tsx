import { CHAT_TEXTS } from '@common/chat-texts';
import type { ChatContact } from '@common/schemas/chat';
import { MessageCircle } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useSocketStatus } from '@/lib/socket-client';
import { useFillViewport } from '@/lib/use-fill-viewport';
import { usePageTitle } from '@/lib/use-page-title';
import { sortContacts, useContacts } from '../api/get-contacts';
import { ClubConversationList } from '../club/club-conversation-list';
import { ClubConversationPane } from '../club/club-conversation-pane';
import { useClubConversations } from '../club/club-conversations';
import { useClubChatEvents } from '../club/use-club-chat-events';
import { ContactList } from '../components/contact-list';
import { ConversationPane } from '../components/conversation-pane';
import { useChatEvents, useOnline } from '../hooks/use-chat-events';

/**
 * /chat (spec sections 2 and 4): contacts and the open conversation side by side; on a phone,
 * one at a time. The open contact is in the address (?with=<id>), so a notification can link to
 * it and the back button goes back to the list. The member's clubs' group conversations (issue 34)
 * are listed above the contacts and open the same way (?club=<id>).
 */
export function ChatPage() {
  usePageTitle(CHAT_TEXTS.title);
  const { user } = useSession();
  if (!user) {
    return (
      <EmptyState
        icon={MessageCircle}
        title={CHAT_TEXTS.loginRequired}
        description={CHAT_TEXTS.loginRequiredNote}
        action={<Button onClick={() => window.location.assign('/api/login')}>{CHAT_TEXTS.loginButton}</Button>}
      />
    );
  }
  return <Chat meId={user.id} />;
}

function Chat({ meId }: { meId: number }) {
  const cardRef = useRef<HTMLDivElement>(null);
  useFillViewport(cardRef);
  const [params, setParams] = useSearchParams();
  const selectedClubId = Number(params.get('club')) || null;
  const selectedId = selectedClubId === null ? Number(params.get('with')) || null : null;
  const list = useContacts();
  const clubs = useClubConversations();
  const selectedClub = clubs.data?.find((c) => c.clubId === selectedClubId) ?? null;
  useClubChatEvents(meId, selectedClubId);
  const contacts = useMemo(() => sortContacts(list.items.filter((c) => c.id !== meId)), [list.items, meId]);
  const isOnline = useOnline(contacts);
  useChatEvents(meId, selectedId);
  const status = useSocketStatus();
  const selected = contacts.find((c) => c.id === selectedId) ?? null;
  const open = selected ?? selectedClub;

  // A selected member who is no longer among the contacts is deselected (spec section 4).
  useEffect(() => {
    if (selectedId !== null && list.isSuccess && !list.hasNextPage && !selected) setParams({}, { replace: true });
  }, [selectedId, selected, list.isSuccess, list.hasNextPage, setParams]);
  // So is a club the member left (elsewhere, or in another tab): its conversation is gone.
  useEffect(() => {
    if (selectedClubId !== null && clubs.isSuccess && !selectedClub) setParams({}, { replace: true });
  }, [selectedClubId, selectedClub, clubs.isSuccess, setParams]);

  const select = (contact: ChatContact) => setParams({ with: String(contact.id) });
  const back = () => setParams({});

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h1 className={cn('text-2xl font-bold tracking-tight sm:text-3xl', open && 'max-md:sr-only')}>
          {CHAT_TEXTS.title}
        </h1>
        {status !== 'open' && (
          <p role="status" className="text-xs text-muted-foreground">
            {CHAT_TEXTS.reconnecting}
          </p>
        )}
      </div>
      <Card ref={cardRef} className="grid overflow-hidden md:grid-cols-[18rem_1fr] lg:grid-cols-[20rem_1fr]">
        <nav
          aria-label={CHAT_TEXTS.contactsHeading}
          className={cn('min-h-0 overflow-y-auto border-border md:block md:border-r', open && 'max-md:hidden')}
        >
          <ClubConversationList
            clubs={clubs.data ?? []}
            selectedId={selectedClubId}
            onSelect={(club) => setParams({ club: String(club.clubId) })}
          />
          <ContactList
            contacts={contacts}
            loading={list.isPending}
            selectedId={selectedId}
            isOnline={isOnline}
            onSelect={select}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => list.fetchNextPage()}
          />
        </nav>
        <div className={cn('min-h-0', !open && 'max-md:hidden')}>
          {selectedClub ? (
            <ClubConversationPane key={`club-${selectedClub.clubId}`} meId={meId} club={selectedClub} onBack={back} />
          ) : selected ? (
            <ConversationPane
              key={selected.id}
              meId={meId}
              contact={selected}
              online={isOnline(selected)}
              onBack={back}
            />
          ) : (
            <div className="flex h-full items-center justify-center">
              <EmptyState
                icon={MessageCircle}
                title={CHAT_TEXTS.noSelectionTitle}
                description={CHAT_TEXTS.noSelectionNote}
              />
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
