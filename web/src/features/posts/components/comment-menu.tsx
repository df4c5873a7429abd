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
import { ReportDialog } from '@/features/moderation';
import { useDeleteComment } from '../api/delete-comment';

interface CommentMenuProps {
  commentId: number;
  postId: number;
  authorName: string;
  canDelete: boolean;
  canReport: boolean;
}

/** A comment's small menu: Report (others' comments) and Delete (its author, the post's author, admins). */
export function CommentMenu({ commentId, postId, authorName, canDelete, canReport }: CommentMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const deleteComment = useDeleteComment(postId);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Comment options for ${authorName}'s comment`}
            className="size-8"
          >
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
              Delete comment
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        request={
          confirming
            ? {
                title: 'Delete comment',
                description: 'Are you sure you want to delete this comment? This action cannot be undone.',
                confirmLabel: 'Delete',
                pendingLabel: 'Deleting...',
                destructive: true,
                onConfirm: () => deleteComment.mutateAsync(commentId),
              }
            : null
        }
        onClose={() => setConfirming(false)}
      />
      <ReportDialog
        target={reporting ? { type: 'comment', id: commentId } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
