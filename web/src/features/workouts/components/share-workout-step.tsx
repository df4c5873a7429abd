import { ACCOUNT_EMAIL_MESSAGES } from '@common/account-email-texts';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import { labelOf, PRIVACY_CHOICES, type PrivacyChoice } from '@common/vocab';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/features/auth';
import { useShareLog } from '../api/share-log';
import { WorkoutPostCard } from './workout-post-card';

/** An unconfirmed address cannot post publicly yet (issue 18): Public shows, but disabled. */
const audienceOptions = (canPostPublicly: boolean) => [
  { value: '', label: 'My default (profile visibility)' },
  ...PRIVACY_CHOICES.map((value) => ({
    value,
    label: labelOf(value),
    disabled: value === 'public' && !canPostPublicly,
  })),
];

/**
 * After saving: the workout as its post card will show it, and the offer to share it as a post
 * with a caption and an audience. The server takes the snapshot (with the records it set).
 */
export function ShareWorkoutStep({
  log,
  preview,
  onDone,
}: {
  log: WorkoutLog;
  preview: WorkoutShareSummary;
  onDone: () => void;
}) {
  const ids = useId();
  const share = useShareLog();
  const canPostPublicly = useSession().user?.emailVerified !== false;
  const [caption, setCaption] = useState('');
  const [audience, setAudience] = useState<PrivacyChoice | ''>('');
  const shared = share.data?.workout;
  return (
    <div className="flex flex-col gap-4">
      <WorkoutPostCard workout={shared ?? preview} />
      {shared ? (
        <p role="status" className="text-sm font-medium text-primary">
          Shared to your feed.
        </p>
      ) : (
        <>
          <FormField id={`${ids}-caption`} label="Caption (optional)">
            {(control) => (
              <Textarea
                {...control}
                value={caption}
                maxLength={500}
                placeholder="How did it go?"
                onChange={(e) => setCaption(e.target.value)}
                className="min-h-16"
              />
            )}
          </FormField>
          <FormField
            id={`${ids}-audience`}
            label="Who can see it"
            hint={canPostPublicly ? undefined : ACCOUNT_EMAIL_MESSAGES.verifyToPostPublicly}
          >
            {(control) => (
              <Select
                {...control}
                options={audienceOptions(canPostPublicly)}
                value={audience}
                onChange={(e) => setAudience(e.target.value as PrivacyChoice | '')}
              />
            )}
          </FormField>
        </>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {shared ? 'Done' : 'Not now'}
        </Button>
        {!shared && (
          <Button
            type="button"
            disabled={share.isPending}
            onClick={() => share.mutate({ logId: log.id, input: { caption, audience: audience || undefined } })}
          >
            <Share2 aria-hidden="true" />
            {share.isPending ? 'Sharing...' : 'Share as post'}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
