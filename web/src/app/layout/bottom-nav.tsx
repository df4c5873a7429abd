import type { User } from '@common/schemas/user';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { BOTTOM_ITEMS, navTarget } from './nav-items';

/** The phone's bottom bar: Home, Explore, Gyms, Workouts, Profile. */
export function BottomNav({ user }: { user: User }) {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {BOTTOM_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              {...navTarget(to, user)}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
