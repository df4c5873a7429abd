import { CLUB_CHAT_TEXTS as T } from '@common/club-chat-texts';
import type { ClubConversation } from '@common/schemas/responses/clubs';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';

interface ClubConversationListProps {
  clubs: ClubConversation[];
  selectedId: number | null;
  onSelect: (club: ClubConversation) => void;
}

/** The member's club conversations above the contacts: members online, unread badge, last message. */
export function ClubConversationList({ clubs, selectedId, onSelect }: ClubConversationListProps) {
  if (clubs.length === 0) return null;
  return (
    <section aria-label={T.heading} className="border-b border-border">
      <h2 className="px-4 pt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{T.heading}</h2>
      <ul aria-label={T.heading} className="flex flex-col gap-1 p-2">
        {clubs.map((club) => (
          <li key={club.clubId}>
            <button
              type="button"
              onClick={() => onSelect(club)}
              aria-current={club.clubId === selectedId ? 'true' : undefined}
              className={cn(
                'flex min-h-11 w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-muted',
                club.clubId === selectedId && 'bg-primary-soft',
              )}
            >
              <Avatar src={club.imageUrl} name={club.name} decorative />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold">{club.name}</span>
                  {club.lastMessageTime && (
                    <span className="shrink-0 text-xs text-muted-foreground">{timeLabel(club.lastMessageTime)}</span>
                  )}
                </span>
                <span className="block truncate text-sm text-muted-foreground">
                  {club.lastMessage ?? T.online(club.onlineCount)}
                </span>
                {club.lastMessage && (
                  <span className="block text-xs text-muted-foreground">{T.online(club.onlineCount)}</span>
                )}
              </span>
              {club.unreadCount > 0 && (
                <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-accent-strong px-1.5 text-xs leading-5 font-bold text-white">
                  {club.unreadCount}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
