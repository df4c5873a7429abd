import { Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The post menu's trigger; drawn alone until the menu's code is loaded (post-header.tsx). */
export function PostMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Post options" className="-mt-1 -mr-2 size-9" {...props}>
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}
