import { ACTIVITY_TEXTS } from '@common/activities-texts';
import { type ActivityDetail, SPORT_LABELS, SPORTS, type Sport } from '@common/schemas/activities';
import { labelOf, PRIVACY_CHOICES, type PrivacyChoice } from '@common/vocab';
import { Download, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteActivity, useShareActivity, useUpdateActivity } from '../api/activities';

/** The owner's tools on the activity page: sport and visibility, share, downloads, delete. */
export function OwnerControls({ activity }: { activity: ActivityDetail }) {
  const sportId = useId();
  const visibilityId = useId();
  const update = useUpdateActivity(activity.id);
  const share = useShareActivity(activity.id);
  const remove = useDeleteActivity(activity.id);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const save = (changes: { sport?: Sport; visibility?: PrivacyChoice }) =>
    update.mutate(changes, {
      onSuccess: () => toast({ title: 'Saved', variant: 'success' }),
      onError: (e) => toast({ title: errorMessage(e, 'Could not save'), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={sportId}>Sport</Label>
          <Select
            id={sportId}
            placeholder={activity.sport ? undefined : 'Choose…'}
            value={activity.sport ?? ''}
            options={SPORTS.map((s) => ({ value: s, label: SPORT_LABELS[s] }))}
            onChange={(e) => e.target.value && save({ sport: e.target.value as Sport })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={visibilityId}>Who can see it</Label>
          <Select
            id={visibilityId}
            value={activity.visibility}
            options={PRIVACY_CHOICES.map((c) => ({ value: c, label: labelOf(c) }))}
            onChange={(e) => save({ visibility: e.target.value as PrivacyChoice })}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {activity.postId ? (
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            Shared on the feed
          </Link>
        ) : (
          <Button
            disabled={share.isPending}
            onClick={() =>
              share.mutate(
                {},
                {
                  onSuccess: () => toast({ title: 'Shared to your feed', variant: 'success' }),
                  onError: (e) => toast({ title: errorMessage(e, 'Could not share'), variant: 'destructive' }),
                },
              )
            }
          >
            <Share2 aria-hidden="true" />
            {ACTIVITY_TEXTS.share}
          </Button>
        )}
        <a href={`/api/activities/${activity.id}/original`} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          Original file
        </a>
        {activity.hasGps && (
          <a href={`/api/activities/${activity.id}/gpx`} className={buttonVariants({ variant: 'outline' })} download>
            <Download aria-hidden="true" />
            GPX
          </a>
        )}
        <Button
          variant="ghost"
          onClick={() =>
            setConfirm({
              title: 'Delete this activity?',
              description: 'Its route, figures, original file and any post sharing it are deleted for good.',
              confirmLabel: 'Delete',
              destructive: true,
              onConfirm: () => remove.mutateAsync().then(() => navigate('/workouts?tab=activities')),
            })
          }
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      </div>
    </div>
  );
}
