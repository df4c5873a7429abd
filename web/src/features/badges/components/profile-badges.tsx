import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useMemberBadges } from '../api/get-member-badges';

/**
 * The badges a member holds, on their profile (DECISIONS D11). Certified Trainer already shows
 * beside the name (every member card carries it), so this list holds the others: earned badges,
 * which the member's 'workout activity' choice may hide from this viewer.
 */
export function ProfileBadges({ userId }: { userId: number }) {
  const { data } = useMemberBadges(userId);
  const badges = data?.badges.filter((b) => b.badge !== 'certified_trainer') ?? [];
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-2">
      {badges.map((b) => (
        <li key={b.badge}>
          <Badge variant={b.kind === 'claim' ? 'accent' : 'secondary'} title={b.description}>
            <Award className="size-3.5" aria-hidden="true" />
            {b.label}
            <span className="sr-only">: {b.description}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
