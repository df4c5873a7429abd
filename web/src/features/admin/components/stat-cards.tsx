import type { AdminStats } from '@common/schemas/admin';
import { Building2, Dumbbell, Flag, type LucideIcon, Salad, ShieldCheck, StickyNote, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminStats } from '../api/get-admin-stats';

const CARDS: { key: keyof AdminStats; label: string; icon: LucideIcon }[] = [
  { key: 'users', label: 'Total Users', icon: Users },
  { key: 'posts', label: 'Total Posts', icon: StickyNote },
  { key: 'workoutPlans', label: 'Workout Plans', icon: Dumbbell },
  { key: 'mealPlans', label: 'Meal Plans', icon: Salad },
  { key: 'gyms', label: 'Registered Gyms', icon: Building2 },
  { key: 'openReports', label: 'Open Reports', icon: Flag },
  { key: 'twoFactorMembers', label: 'Two-step sign-in', icon: ShieldCheck },
];

/** The stat cards: live counts (D5), fetched again after every admin action. */
export function StatCards() {
  const stats = useAdminStats();
  return (
    <dl aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex flex-col gap-1 p-4">
          <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">
            {stats.data ? stats.data[key] : stats.isError ? '–' : <Skeleton className="mt-1 h-7 w-12" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
