import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSetBlocked } from '../api/set-blocked';

export interface BlockTarget {
  userId: number;
  name: string;
  /** The state to set: true blocks, false unblocks. */
  blocked: boolean;
}

/** Asks before blocking or unblocking; `onDone` runs after the server agreed. */
export function BlockDialog({
  target,
  onClose,
  onDone,
}: {
  target: BlockTarget | null;
  onClose: () => void;
  onDone?: (target: BlockTarget) => void;
}) {
  const setBlocked = useSetBlocked();
  const confirm = () => {
    if (!target) return;
    setBlocked.mutate(target, {
      onSuccess: () => {
        onClose();
        onDone?.(target);
      },
    });
  };
  const name = target?.name ?? '';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !setBlocked.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target?.blocked ? `Block ${name}?` : `Unblock ${name}?`}</DialogTitle>
          <DialogDescription>
            {target?.blocked
              ? `You and ${name} will no longer see each other's profiles, posts and comments, or be able to message or follow each other. Follows between you end. ${name} is not told.`
              : `You and ${name} will see each other again. Follows that the block ended are not restored.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={setBlocked.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={target?.blocked ? 'destructive' : 'default'}
            disabled={setBlocked.isPending}
            aria-busy={setBlocked.isPending}
            onClick={confirm}
          >
            {setBlocked.isPending ? 'Working...' : target?.blocked ? 'Block' : 'Unblock'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
