import { BADGES } from '@common/badges/catalog';
import { NOTIFICATION_TEXTS } from '@common/chat-texts';
import { CLUB_NOTIFICATION_TEXTS } from '@common/clubs-texts';
import type { AppNotification } from '@common/schemas/notifications';
import {
  BadgeCheck,
  BadgeX,
  CalendarClock,
  Flag,
  Heart,
  type LucideIcon,
  MessageCircle,
  MessageSquare,
  Trophy,
  UserPen,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { timeLabel } from '@/lib/time-label';
import { notificationTarget } from '../lib/notification-target';

const ICONS: Record<AppNotification['type'], LucideIcon> = {
  like: Heart,
  comment: MessageSquare,
  follow: UserPlus,
  message: MessageCircle,
  record: Trophy,
  badge_granted: BadgeCheck,
  badge_refused: BadgeX,
  badge_revoked: BadgeX,
  club_request: Users,
  club_invite: Users,
  club_approved: Users,
  event_reminder: CalendarClock,
  challenge_overtaken: Flag,
  challenge_completed: Trophy,
  profile_edited: UserPen,
};

export function notificationText(n: AppNotification): string {
  const name = n.actor.name;
  const badge = n.badge ? BADGES[n.badge].label : 'a';
  switch (n.type) {
    case 'message':
      return NOTIFICATION_TEXTS.message(name, n.count);
    case 'record':
      return NOTIFICATION_TEXTS.record(n.detail);
    case 'badge_granted':
    case 'badge_revoked':
      return NOTIFICATION_TEXTS[n.type](name, badge);
    case 'badge_refused':
      return NOTIFICATION_TEXTS.badge_refused(name, badge, n.detail ?? undefined);
    case 'profile_edited':
      return NOTIFICATION_TEXTS.profile_edited(name, n.detail);
    case 'club_request':
    case 'club_invite':
    case 'club_approved':
    case 'challenge_overtaken':
      return CLUB_NOTIFICATION_TEXTS[n.type](name);
    case 'event_reminder':
      return CLUB_NOTIFICATION_TEXTS.event_reminder(n.detail);
    case 'challenge_completed':
      return CLUB_NOTIFICATION_TEXTS.challenge_completed();
    default:
      return NOTIFICATION_TEXTS[n.type](name);
  }
}

/** One notification; `isNew` highlights it (unread, or unread when this visit first showed it). */
export function NotificationItem({ notification, isNew }: { notification: AppNotification; isNew: boolean }) {
  const Icon = ICONS[notification.type];
  return (
    <li>
      <Link
        to={notificationTarget(notification)}
        className={cn(
          'flex items-start gap-3 rounded-lg p-3 transition-colors hover:bg-muted',
          isNew && 'bg-primary-soft/40',
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
        {isNew && (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" data-testid="new-dot">
            <span className="sr-only">{NOTIFICATION_TEXTS.new}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
