import type { User } from '@common/schemas/user';
import { Menu, Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

// The header's popup triggers. Each is drawn alone until its popup's code is loaded (header.tsx),
// then inside the popup as its trigger: the same button before and after.

type ButtonProps = ComponentProps<'button'>;

export function UserMenuButton({ user, ...props }: ButtonProps & { user: User }) {
  return (
    <button
      type="button"
      className="inline-flex cursor-pointer items-center justify-center rounded-full p-0.5 hover:ring-2 hover:ring-primary-soft max-sm:size-11"
      {...props}
    >
      {/* Named by its content, not aria-label: the initials shown are decoration, not a label. */}
      <span className="sr-only">Account menu</span>
      <Avatar
        src={user.profileImageUrl ?? user.profilePicture}
        name={user.name || user.username}
        size="sm"
        decorative
      />
    </button>
  );
}

export function MobileNavButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" {...props}>
      <Menu className="size-6" aria-hidden="true" />
    </Button>
  );
}

export function MobileSearchButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Search" {...props}>
      <Search className="size-5" aria-hidden="true" />
    </Button>
  );
}
