import { PLACEHOLDERS } from '@common/texts';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { MobileSearchButton } from './header-buttons';
import { HeaderSearch } from './header-search';

/** On phones the header shows a search icon that opens a search overlay (loaded on the first click: header.tsx). */
export function MobileSearch({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MobileSearchButton />
      </DialogTrigger>
      <DialogContent className="top-4 translate-y-0 gap-3 p-4" closeLabel="Close search">
        <DialogTitle>Search</DialogTitle>
        <DialogDescription className="sr-only">Search workouts, people, or gyms.</DialogDescription>
        <HeaderSearch placeholder={PLACEHOLDERS.headerSearchMobile} autoFocus onSearched={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
