import type { User } from '@common/schemas/user';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarNav } from './sidebar-nav';

/** Below desktop width the sidebar is a drawer: focus stays inside it, Escape or a link closes it. */
export function MobileNav({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
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
