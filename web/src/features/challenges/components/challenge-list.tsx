import { formatCount } from '@common/en-us-format';
import type { Challenge } from '@common/schemas/challenges';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { describeChallenge } from '../lib/format';

/** Challenges as links to their pages, with what they measure and who takes part. */
export function ChallengeList({ challenges, label }: { challenges: Challenge[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
      {challenges.map((c) => (
        <li key={c.id} className="flex items-center gap-3 px-4 py-3">
          <Trophy className="size-5 shrink-0 text-accent-strong" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col">
            <Link
              to={`/challenges/${c.id}`}
              className="font-medium underline-offset-2 hover:underline [overflow-wrap:anywhere] max-sm:flex max-sm:min-h-11 max-sm:items-center"
            >
              {c.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {describeChallenge(c)}
              {c.club && ` · ${c.club.name}`}
            </span>
          </div>
          <span className="shrink-0 text-xs text-muted-foreground">
            {formatCount(c.participantCount)} {c.participantCount === 1 ? 'member' : 'members'}
            {c.joined && ' · joined'}
          </span>
        </li>
      ))}
    </ul>
  );
}
