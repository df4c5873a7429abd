import { NOT_FOUND_TEXTS } from '@common/texts';
import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <CircleHelp className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{NOT_FOUND_TEXTS.heading}</h1>
      <p className="text-muted-foreground">{NOT_FOUND_TEXTS.body}</p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        Go Home
      </Link>
    </div>
  );
}
