import { CHAT_TEXTS } from '@common/chat-texts';
import type { ChatContact } from '@common/schemas/chat';
import { Users } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';

interface ContactListProps {
  contacts: ChatContact[];
  loading: boolean;
  selectedId: number | null;
  isOnline: (contact: ChatContact) => boolean;
  onSelect: (contact: ChatContact) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The contact list (spec section 2): online dot, unread badge, last message. */
export function ContactList({ contacts, loading, selectedId, isOnline, onSelect, ...more }: ContactListProps) {
  if (loading) {
    return (
      <div className="flex flex-col gap-3 p-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (contacts.length === 0) return <EmptyState icon={Users} title={CHAT_TEXTS.noContacts} />;
  return (
    <>
      <ul aria-label={CHAT_TEXTS.contactsHeading} className="flex flex-col gap-1 p-2">
        {contacts.map((contact) => {
          const online = isOnline(contact);
          const selected = contact.id === selectedId;
          return (
            <li key={contact.id}>
              <button
                type="button"
                onClick={() => onSelect(contact)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-muted',
                  selected && 'bg-primary-soft',
                )}
              >
                <span className="relative">
                  <Avatar src={contact.profileImageUrl} name={contact.name} decorative />
                  <span
                    data-testid="online-dot"
                    data-online={online}
                    className={cn(
                      'absolute right-0 bottom-0 size-3 rounded-full border-2 border-card',
                      online ? 'bg-green-500' : 'bg-muted-foreground/40',
                    )}
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-semibold">{contact.name}</span>
                    {contact.lastMessageTime && (
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {timeLabel(contact.lastMessageTime)}
                      </span>
                    )}
                  </span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {contact.lastMessage ?? `@${contact.username}`}
                  </span>
                  <span className="sr-only">{online ? CHAT_TEXTS.online : CHAT_TEXTS.offline}</span>
                </span>
                {contact.unreadCount > 0 && (
                  <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-accent-strong px-1.5 text-xs leading-5 font-bold text-white">
                    {contact.unreadCount}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <LoadMore hasMore={more.hasMore} loading={more.loadingMore} onLoadMore={more.onLoadMore} />
    </>
  );
}
