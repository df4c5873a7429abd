import { Ban, CircleCheck, Ellipsis, Flag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useBlockedMembers } from '../api/get-blocked-members';
import { BlockDialog, type BlockTarget } from './block-dialog';
import { ReportDialog, type ReportTarget } from './report-dialog';

/**
 * The '...' menu on another member's profile: Report, and Block (or Unblock). A blocked member's
 * profile is gone for the blocker, so after blocking the member goes back to the dashboard.
 */
export function ProfileModerationMenu({ member }: { member: { id: number; name: string } }) {
  const navigate = useNavigate();
  const blocks = useBlockedMembers();
  const isBlocked = blocks.items.some((blocked) => blocked.id === member.id);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={`More options for ${member.name}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setReporting({ type: 'user', id: member.id })}>
            <Flag aria-hidden="true" />
            Report
          </DropdownMenuItem>
          {isBlocked ? (
            <DropdownMenuItem onSelect={() => setBlocking({ userId: member.id, name: member.name, blocked: false })}>
              <CircleCheck aria-hidden="true" />
              Unblock
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              className="text-destructive"
              onSelect={() => setBlocking({ userId: member.id, name: member.name, blocked: true })}
            >
              <Ban aria-hidden="true" />
              Block
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
      <BlockDialog
        target={blocking}
        onClose={() => setBlocking(null)}
        onDone={(target) => target.blocked && navigate('/dashboard')}
      />
    </>
  );
}
