import { NOTIFICATION_TEXTS } from '@common/chat-texts';
import type { AppNotification } from '@common/schemas/notifications';
import { Heart, type LucideIcon, MessageCircle, MessageSquare, Trophy, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';

const ICONS: Record<AppNotification['type'], LucideIcon> = {
  like: Heart,
  comment: MessageSquare,
  follow: UserPlus,
  message: MessageCircle,
  record: Trophy,
};

export function notificationText(n: AppNotification): string {
  const name = n.actor.name;
  if (n.type === 'message') return NOTIFICATION_TEXTS.message(name, n.count);
  if (n.type === 'record') return NOTIFICATION_TEXTS.record(n.detail);
  return NOTIFICATION_TEXTS[n.type](name);
}

/** Where a notification leads: the conversation, the follower's profile, or the member's own posts. */
export function notificationTarget(n: AppNotification): string {
  if (n.type === 'message') return `/chat?with=${n.actor.id}`;
  if (n.type === 'follow') return `/profile/${encodeURIComponent(n.actor.username)}`;
  if (n.type === 'record' && n.activityId) return `/activities/${n.activityId}`;
  return '/profile';
}

export function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const Icon = ICONS[notification.type];
  return (
    <li>
      <Link
        to={notificationTarget(notification)}
        onClick={onOpen}
        className={cn(
          'flex items-start gap-3 rounded-lg p-3 transition-colors hover:bg-muted',
          !notification.read && 'bg-primary-soft/40',
        )}
      >
        <Avatar src={notification.actor.profileImageUrl} name={notification.actor.name} decorative />
        <div className="min-w-0 flex-1">
          <p className="text-sm [overflow-wrap:anywhere]">{notificationText(notification)}</p>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
            <Icon className="size-3.5" aria-hidden="true" />
            <time dateTime={notification.createdAt}>{timeLabel(notification.createdAt)}</time>
          </p>
        </div>
        {!notification.read && (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent">
            <span className="sr-only">{NOTIFICATION_TEXTS.unread}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
