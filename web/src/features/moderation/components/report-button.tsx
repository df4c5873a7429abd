import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReportDialog, type ReportTarget } from './report-dialog';

/**
 * A "Report" button that opens the report form for a club or a challenge (issue 34): the same
 * reasons and rate limit as posts, comments and members; the admins see it in their queue.
 */
export function ReportButton({ target, label }: { target: ReportTarget; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="tap-target" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {label}
      </Button>
      <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}
