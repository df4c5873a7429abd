import { NOTIFICATION_TEXTS } from '@common/chat-texts';
import { Bell } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCounts } from '../api/get-unread-counts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useMarkShownRead } from '../api/mark-shown-read';
import { NotificationItem } from '../components/notification-item';

/**
 * /notifications: likes, comments, follows and messages, newest first, live over the socket.
 * What the page shows is marked read as it is shown (the bell drops at once) and stays
 * highlighted as new for this visit; Mark all as read also covers the pages not loaded yet.
 */
export function NotificationsPage() {
  usePageTitle(NOTIFICATION_TEXTS.title);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const fresh = useMarkShownRead(list.items);
  const unread = useUnreadCounts(true);
  const hasUnread = unread.notifications > 0 || list.items.some((n) => !n.read && !fresh.has(n.id));

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{NOTIFICATION_TEXTS.title}</h1>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasUnread || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </div>
      <Card className="p-2">
        {list.isPending ? (
          <PageSpinner label="Loading notifications" />
        ) : list.isError ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            {NOTIFICATION_TEXTS.loadFailed}
          </p>
        ) : list.items.length === 0 ? (
          <EmptyState icon={Bell} title={NOTIFICATION_TEXTS.empty} description={NOTIFICATION_TEXTS.emptyNote} />
        ) : (
          <ul aria-label={NOTIFICATION_TEXTS.title} className="flex flex-col gap-1">
            {list.items.map((n) => (
              <NotificationItem key={n.id} notification={n} isNew={!n.read || fresh.has(n.id)} />
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => list.fetchNextPage()}
        />
      </Card>
    </div>
  );
}
