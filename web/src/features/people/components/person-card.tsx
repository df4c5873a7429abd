import type { PersonCard as Person } from '@common/schemas/people';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { profilePath } from '@/lib/profile-path';
import { TrainerBadge } from './trainer-badge';

export interface PersonRowProps {
  person: Pick<Person, 'id' | 'username' | 'name' | 'profileImageUrl' | 'isTrainer'> & { bio?: string | null };
  /** A line under the name (mutual connections, a shared goal). */
  note?: ReactNode;
  /** The action on the right: a follow button or a badge. */
  action?: ReactNode;
}

/** A member in a list: avatar, name linking to the profile, Trainer badge, @username, bio, action. */
export function PersonRow({ person, note, action }: PersonRowProps) {
  const displayName = person.name || person.username;
  return (
    <li className="flex items-start gap-3 py-3">
      <Link to={profilePath(person)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar src={person.profileImageUrl} name={displayName} decorative />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={profilePath(person)}
            className="tap-target font-semibold [overflow-wrap:anywhere] hover:underline focus-visible:underline"
          >
            {displayName}
          </Link>
          {person.isTrainer && <TrainerBadge label="Trainer" />}
        </p>
        <p className="truncate text-sm text-muted-foreground">@{person.username}</p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
        {person.bio && <p className="mt-1 line-clamp-2 text-sm [overflow-wrap:anywhere]">{person.bio}</p>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </li>
  );
}
