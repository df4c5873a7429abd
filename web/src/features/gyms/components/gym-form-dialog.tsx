import { GYM_TEXTS } from '@common/gyms-texts';
import type { Gym } from '@common/schemas/gyms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSaveGym } from '../api/manage-gyms';
import { GymForm } from './gym-form';

export interface GymFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gym to edit; none to add a new one. */
  gym?: Gym;
}

/** Admin: the Add New Gym / Edit gym dialog; closes when the server accepted the change. */
export function GymFormDialog({ open, onOpenChange, gym }: GymFormDialogProps) {
  const save = useSaveGym();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{gym ? `${GYM_TEXTS.editGym}: ${gym.name}` : GYM_TEXTS.addGym}</DialogTitle>
          <DialogDescription>Name and position are required; members see the rest on the gym's page.</DialogDescription>
        </DialogHeader>
        <GymForm
          key={gym?.id ?? 'new'}
          gym={gym}
          pending={save.isPending}
          submitLabel={gym ? 'Save changes' : 'Add gym'}
          onSubmit={(input, showServerErrors) =>
            save.mutate({ id: gym?.id, input }, { onSuccess: () => onOpenChange(false), onError: showServerErrors })
          }
          footer={
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
