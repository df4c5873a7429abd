import { CLUB_TOASTS, CLUB_TEXTS as T } from '@common/clubs-texts';
import { type ClubDetail, clubInputSchema } from '@common/schemas/clubs';
import { type FormEvent, useState } from 'react';
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
import { useSession } from '@/features/auth';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useUpdateClub } from '../api/update-club';
import type { FieldErrors } from '../lib/use-create-submit';
import { ClubFields, toClubInput, useClubFieldValues } from './club-fields';

/** The form inside the dialog: mounted each time it opens, so it starts from the club as it is now. */
function EditClubForm({ club, onDone }: { club: ClubDetail; onDone: () => void }) {
  const update = useUpdateClub(club.id);
  const { user } = useSession();
  const saving = useSingleSubmit();
  const [values, setValues] = useClubFieldValues({
    name: club.name,
    description: club.description ?? '',
    sport: club.sport,
    joinPolicy: club.joinPolicy,
    homeGym: club.homeGym,
    imageUrl: club.imageUrl,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toClubInput(values);
    // The rule the server applies (common/schemas/clubs.ts), before anything is sent.
    const parsed = clubInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void saving.run(() =>
      update.mutateAsync(input).then(
        () => {
          toast({ title: CLUB_TOASTS.updated, variant: 'success' });
          onDone();
        },
        (error) => {
          if (isApiError(error)) setErrors(error.fieldErrors);
          toast({ title: errorMessage(error, 'The club could not be saved'), variant: 'destructive' });
        },
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={T.editClub} className="grid gap-4 sm:grid-cols-2">
      <ClubFields
        idPrefix="edit-club"
        values={values}
        onChange={setValues}
        errors={errors}
        policyLocked={club.membership?.role !== 'owner' && !user?.isAdmin}
      />
      <DialogFooter className="sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving.busy}>
          {saving.busy ? 'Saving...' : T.saveClub}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** PUT /api/clubs/{id}: the club's owner and admins change its details with the create form's fields. */
export function EditClubDialog({ club }: { club: ClubDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{T.editClub}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{T.editClub}</DialogTitle>
          <DialogDescription>Members see the changes on the club's page at once.</DialogDescription>
        </DialogHeader>
        <EditClubForm club={club} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
