import { POST_LABELS } from '@common/posts-texts';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ReportDialog } from '@/features/moderation';
import { useDeletePost } from '../api/delete-post';
import { PostMenuButton } from './post-menu-button';

export interface PostMenuProps {
  postId: number;
  canDelete: boolean;
  canReport: boolean;
  /** Runs once the post is deleted (its own page then leaves). */
  onDeleted?: () => void;
  /** Opens as it mounts (post-header.tsx loads it on the first click). */
  defaultOpen?: boolean;
}

/** The post's menu: Delete for its author or an admin (after a confirmation), Report for other members' posts. */
export function PostMenu({ postId, canDelete, canReport, onDeleted, defaultOpen }: PostMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const deletePost = useDeletePost();
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <PostMenuButton />
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
                onConfirm: () => deletePost.mutateAsync(postId).then(() => onDeleted?.()),
              }
            : null
        }
        onClose={() => setConfirming(false)}
      />
      <ReportDialog target={reporting ? { type: 'post', id: postId } : null} onClose={() => setReporting(false)} />
    </>
  );
}
