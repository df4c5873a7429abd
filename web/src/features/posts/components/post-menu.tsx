import { POST_LABELS } from '@common/posts-texts';
import { Ellipsis, Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ReportDialog } from '@/features/moderation/components/report-dialog';
import { useDeletePost } from '../api/delete-post';

/** The post's menu: Delete for its author or an admin (after a confirmation), Report for other members' posts. */
export function PostMenu({ postId, canDelete, canReport }: { postId: number; canDelete: boolean; canReport: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const deletePost = useDeletePost();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Post options" className="-mt-1 -mr-2 size-9">
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {canReport && (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden="true" />
              Report
            </DropdownMenuItem>
          )}
          {canDelete && (
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {POST_LABELS.deletePost}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        request={
          confirming
            ? {
                title: POST_LABELS.deletePost,
                description: POST_LABELS.deleteConfirm,
                confirmLabel: 'Delete',
                pendingLabel: 'Deleting...',
                destructive: true,
                onConfirm: () => deletePost.mutateAsync(postId),
              }
            : null
        }
        onClose={() => setConfirming(false)}
      />
      <ReportDialog target={reporting ? { type: 'post', id: postId } : null} onClose={() => setReporting(false)} />
    </>
  );
}
