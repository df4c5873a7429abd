import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubDetail } from '@common/schemas/clubs';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteClub } from '../api/delete-club';

/** DELETE /api/clubs/{id}: the owner confirms, the club and everything in it go, and /clubs opens. */
export function DeleteClubDialog({ club }: { club: ClubDetail }) {
  const remove = useDeleteClub(club.id);
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: CLUB_TOASTS.deleted, variant: 'success' });
        void navigate('/clubs', { replace: true });
      },
      onError: (error) =>
        toast({ title: errorMessage(error, 'The club could not be deleted'), variant: 'destructive' }),
    });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          {T.deleteClub}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{T.deleteClub}</DialogTitle>
          <DialogDescription>{T.deleteClubConfirm(club.name)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : T.deleteClub}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
