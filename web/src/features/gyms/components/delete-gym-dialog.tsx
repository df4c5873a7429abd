import { GYM_TEXTS } from '@common/gyms-texts';
import type { Gym } from '@common/schemas/gyms';
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
import { useDeleteGym } from '../api/manage-gyms';

/** Admin: confirms before a gym is deleted (members who called it home are left without one). */
export function DeleteGymDialog({ gym, onClose }: { gym: Gym | null; onClose: () => void }) {
  const remove = useDeleteGym();
  return (
    <Dialog open={gym !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{GYM_TEXTS.deleteGym}</DialogTitle>
          <DialogDescription>
            Delete {gym?.name}? Members who chose it as their home gym will have none. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => gym && remove.mutate(gym, { onSuccess: onClose })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
