import { ACCOUNT_EMAIL_MESSAGES } from '@common/account-email-texts';
import { POST_AUDIENCE_TEXTS } from '@common/posts-texts';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import { SHARE_CAPTION_MAX } from '@common/schemas/workout-share-body';
import { textRoom } from '@common/text-room';
import type { PrivacyChoice } from '@common/vocab';
import { Share2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { type FieldControlProps, FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/features/auth';
import { useSettings } from '@/features/people';
import { type AudienceChoice, audienceOptions, shownAudience } from '@/lib/post-audience';
import { useShareLog } from '../api/share-log';
import { WorkoutPostCard } from './workout-post-card';

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
  const [audience, setAudience] = useState<AudienceChoice | null>(null);
  const shared = share.data?.workout;
  const captionRoom = textRoom(caption, SHARE_CAPTION_MAX);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Kept whole in the box, marked and counted, until it fits.
    if (captionRoom.over) return;
    // The audience field's own value: it may differ from the member's choice (lib/post-audience.ts).
    const shown = new FormData(event.currentTarget).get('audience');
    const input = {
      caption,
      audience: typeof shown === 'string' && shown !== '' ? (shown as PrivacyChoice) : undefined,
    };
    share.mutate({ logId: log.id, input });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <WorkoutPostCard workout={shared ?? preview} />
      {shared ? (
        <p role="status" className="text-sm font-medium text-primary">
          Shared to your feed.
        </p>
      ) : (
        <>
          <FormField id={`${ids}-caption`} label="Caption (optional)" room={captionRoom}>
            {(control) => (
              <Textarea
                {...control}
                value={caption}
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
            {(control) =>
              canPostPublicly ? (
                <AudienceSelect control={control} canPostPublicly chosen={audience} onChoose={setAudience} />
              ) : (
                <UnconfirmedAudienceSelect control={control} chosen={audience} onChoose={setAudience} />
              )
            }
          </FormField>
        </>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {shared ? 'Done' : 'Not now'}
        </Button>
        {!shared && (
          <Button type="submit" disabled={share.isPending || captionRoom.over}>
            <Share2 aria-hidden="true" />
            {share.isPending ? 'Sharing...' : 'Share as post'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

interface AudienceProps {
  control: FieldControlProps;
  /** The member's own choice, or null while they have not made one. */
  chosen: AudienceChoice | null;
  onChoose: (choice: AudienceChoice) => void;
}

/**
 * An unconfirmed member's profile default may be refused (issue 18), so only theirs is looked up;
 * everyone else's share step asks for nothing more than it did.
 */
function UnconfirmedAudienceSelect(props: AudienceProps) {
  const settings = useSettings();
  return (
    <AudienceSelect {...props} canPostPublicly={false} profileDefault={settings.data?.privacy.profileVisibility} />
  );
}

/** Who may see the post, as the form field `audience` (what it shows is what is sent). */
function AudienceSelect({
  control,
  canPostPublicly,
  chosen,
  onChoose,
  profileDefault,
}: AudienceProps & { canPostPublicly: boolean; profileDefault?: PrivacyChoice }) {
  return (
    <Select
      {...control}
      name="audience"
      options={audienceOptions(canPostPublicly, profileDefault, POST_AUDIENCE_TEXTS.myDefault)}
      value={shownAudience(chosen, canPostPublicly, profileDefault)}
      onChange={(e) => onChoose(e.target.value as AudienceChoice)}
    />
  );
}
