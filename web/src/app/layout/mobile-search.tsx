import { PLACEHOLDERS } from '@common/texts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { HeaderSearch } from './header-search';

/** On phones the header shows a search icon that opens a search overlay. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Search">
          <Search className="size-5" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="top-4 translate-y-0 gap-3 p-4" closeLabel="Close search">
        <DialogTitle>Search</DialogTitle>
        <DialogDescription className="sr-only">Search workouts, people, or gyms.</DialogDescription>
        <HeaderSearch placeholder={PLACEHOLDERS.headerSearchMobile} autoFocus onSearched={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
