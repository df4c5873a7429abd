import { PEOPLE_TEXTS } from '@common/people-texts';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** The Certified Trainer badge (spec section 2); lists use the short 'Trainer'. */
export function TrainerBadge({ label = PEOPLE_TEXTS.certifiedTrainer }: { label?: string }) {
  return (
    <Badge variant="accent">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}
