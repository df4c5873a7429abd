import type { User } from '@common/schemas/user';
import { NavLink } from 'react-router';
import { FitnessGoalPanel } from '@/features/workouts';
import { cn } from '@/lib/cn';
import { navTarget, SIDEBAR_ITEMS } from './nav-items';

/** The sidebar's links and goal panel; the same content fills the desktop sidebar and the mobile drawer. */
export function SidebarNav({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {SIDEBAR_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                {...navTarget(to, user)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive ? 'bg-primary-soft font-semibold text-primary-strong' : 'text-foreground hover:bg-muted',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <FitnessGoalPanel user={user} />
    </div>
  );
}
