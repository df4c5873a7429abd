import { CLUB_SPORT_LABELS } from '@common/clubs-texts';
import type { Club } from '@common/schemas/clubs';
import { Users } from 'lucide-react';
import { Link } from 'react-router';

const STATUS: Record<string, string> = { requested: 'request sent', invited: 'invited' };

/** Clubs as links to their pages: sport, home gym, members, and the member's place in each. */
export function ClubList({ clubs, label }: { clubs: Club[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
      {clubs.map((club) => (
        <li key={club.id} className="flex items-center gap-3 px-4 py-3">
          <Users className="size-5 shrink-0 text-primary-strong" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col">
            <Link
              to={`/clubs/${club.id}`}
              className="font-medium underline-offset-2 hover:underline [overflow-wrap:anywhere] max-sm:flex max-sm:min-h-11 max-sm:items-center"
            >
              {club.name}
            </Link>
            <span className="text-xs text-muted-foreground">
              {CLUB_SPORT_LABELS[club.sport]}
              {club.homeGym && ` · ${club.homeGym.name}`}
              {club.membership &&
                ` · ${club.membership.status === 'active' ? club.membership.role : STATUS[club.membership.status]}`}
            </span>
          </div>
          <span className="shrink-0 text-xs text-muted-foreground">
            {club.memberCount} {club.memberCount === 1 ? 'member' : 'members'}
          </span>
        </li>
      ))}
    </ul>
  );
}
