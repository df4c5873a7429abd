import { PLACEHOLDERS } from '@common/texts';
import { Bell, type LucideIcon, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { DeferredPopup } from '@/components/deferred-popup';
import { buttonVariants } from '@/components/ui/button';
import { useSession } from '@/features/auth';
import { lazyNamed } from '@/lib/lazy-named';
import { MobileNavButton, MobileSearchButton, UserMenuButton } from './header-buttons';
import { HeaderSearch } from './header-search';

// The drawer, the search overlay and the account menu load when the member reaches for them.
const MobileNav = lazyNamed(() => import('./mobile-nav'), 'MobileNav');
const MobileSearch = lazyNamed(() => import('./mobile-search'), 'MobileSearch');
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');

export interface HeaderProps {
  /** Unread notifications; the badge shows only when above 0 (D5: real counts, not fixed ones). */
  notificationCount?: number;
  /** Unread messages. */
  messageCount?: number;
}

export function Header({ notificationCount = 0, messageCount = 0 }: HeaderProps) {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-4">
        {user && <DeferredPopup component={MobileNav} props={{ user }} trigger={(p) => <MobileNavButton {...p} />} />}
        <Link
          to="/dashboard"
          aria-label="FitCircle home"
          className="inline-flex min-h-11 min-w-11 items-center rounded-lg"
        >
          <BrandLogo compactOnPhone />
        </Link>
        {user && (
          <HeaderSearch placeholder={PLACEHOLDERS.headerSearchDesktop} className="mx-auto hidden max-w-md md:block" />
        )}
        <div className="ml-auto flex items-center gap-1">
          {user ? (
            <>
              <DeferredPopup component={MobileSearch} props={{}} trigger={(p) => <MobileSearchButton {...p} />} />
              <HeaderIconLink to="/notifications" label="Notifications" icon={Bell} badgeCount={notificationCount} />
              <HeaderIconLink to="/chat" label="Messages" icon={MessageCircle} badgeCount={messageCount} />
              <div className="ml-1">
                <DeferredPopup
                  component={UserMenu}
                  props={{ user }}
                  trigger={(p) => <UserMenuButton user={user} {...p} />}
                />
              </div>
            </>
          ) : (
            <Link to="/login" className={buttonVariants()}>
              Sign In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

export interface HeaderIconLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown as a small badge when above 0, and read out with the label. */
  badgeCount?: number;
}

export function HeaderIconLink({ to, label, icon: Icon, badgeCount = 0 }: HeaderIconLinkProps) {
  const shown = badgeCount > 99 ? '99+' : String(badgeCount);
  return (
    <Link
      to={to}
      aria-label={badgeCount > 0 ? `${label}, ${shown} unread` : label}
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
    >
      <Icon className="size-5" aria-hidden="true" />
      {badgeCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex min-w-4.5 items-center justify-center rounded-full bg-accent-strong px-1 text-[10px] leading-4.5 font-bold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
