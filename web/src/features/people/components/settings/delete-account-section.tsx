import { PEOPLE_TEXTS, PEOPLE_TOASTS } from '@common/people-texts';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { useDeleteAccount } from '../../api/delete-account';

/** The Danger Zone: Delete Account, after the spec's confirmation; then the member is signed out at /. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: PEOPLE_TOASTS.accountDeleted, description: PEOPLE_TOASTS.accountDeletedMessage });
        navigate('/', { replace: true });
      },
      onError: (error) =>
        toast({
          title: PEOPLE_TOASTS.deletionFailed,
          description: errorMessage(error, 'Your account could not be deleted. Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <section aria-labelledby="danger-zone" className="flex flex-col gap-3 rounded-xl border border-destructive/40 p-4">
      <h2 id="danger-zone" className="font-semibold text-destructive">
        {PEOPLE_TEXTS.dangerZone}
      </h2>
      <p className="text-sm text-muted-foreground">
        Deleting your account removes your profile, posts, photos and videos, likes, comments, follows and messages.
      </p>
      <Dialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="self-start">
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete Account</DialogTitle>
            <DialogDescription>{PEOPLE_TEXTS.deleteAccountConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deletion.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={deletion.isPending}>
              {deletion.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {deletion.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
