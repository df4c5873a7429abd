import type { UserSummary } from '@common/schemas/user';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';

/** A member of a list on the club page: picture, name (their profile's link), a detail line, actions. */
export function MemberRow({
  member,
  detail,
  children,
}: {
  member: UserSummary;
  detail: ReactNode;
  children?: ReactNode;
}) {
  const name = member.name || member.username;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
      <Avatar src={member.profileImageUrl} name={name} size="sm" decorative />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/profile/${encodeURIComponent(member.username)}`}
          className="inline-flex min-h-11 items-center font-medium [overflow-wrap:anywhere] hover:underline"
        >
          {name}
        </Link>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </div>
      {children && <div className="flex shrink-0 items-center gap-2">{children}</div>}
    </li>
  );
}

/** The name a member goes by in labels ("Invite Sam Second"). */
export const memberName = (member: Pick<UserSummary, 'name' | 'username'>) => member.name || member.username;
