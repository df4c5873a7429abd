import { IMPORT_TEXTS } from '@common/history-import-texts';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** The workouts page's way in to Import history (/workouts/import, the history-import feature's page). */
export function ImportHistoryLink() {
  return (
    <Link to="/workouts/import" className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}>
      <Upload aria-hidden="true" />
      {IMPORT_TEXTS.pageTitle}
    </Link>
  );
}
