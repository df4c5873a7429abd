import type { User } from '@common/schemas/user';
import { useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { MobileNavButton } from './header-buttons';
import { SidebarNav } from './sidebar-nav';

/**
 * Below desktop width the sidebar is a drawer: focus stays inside it, Escape or a link closes it.
 * `defaultOpen`: header.tsx loads it on the first click.
 */
export function MobileNav({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileNavButton />
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Close menu">
        <SheetTitle className="pr-10">
          <BrandLogo />
          <span className="sr-only"> menu</span>
        </SheetTitle>
        <SheetDescription className="sr-only">Go to any part of FitCircle.</SheetDescription>
        <SidebarNav user={user} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
