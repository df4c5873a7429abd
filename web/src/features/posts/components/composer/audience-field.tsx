import { POST_LABELS } from '@common/posts-texts';
import type { PrivacyChoice } from '@common/vocab';
import { Select } from '@/components/ui/select';
import { useSettings } from '@/features/people';
import { type AudienceChoice, audienceOptions, shownAudience } from '@/lib/post-audience';

interface FieldProps {
  id: string;
  canPostPublicly: boolean;
  /** The member's own choice, or null while they have not made one. */
  chosen: AudienceChoice | null;
  onChoose: (choice: AudienceChoice) => void;
  describedBy?: string;
}

/**
 * Who may see the post, as the form field `audience` (what it shows is what is sent). Only an
 * unconfirmed member's profile default is looked up: theirs is the one that may be refused, and
 * everyone else's dashboard asks for nothing more than it did to draw the composer.
 */
export function AudienceField(props: FieldProps) {
  return props.canPostPublicly ? <AudienceSelect {...props} /> : <UnconfirmedAudienceSelect {...props} />;
}

function UnconfirmedAudienceSelect(props: FieldProps) {
  const settings = useSettings();
  return <AudienceSelect {...props} profileDefault={settings.data?.privacy.profileVisibility} />;
}

function AudienceSelect({
  id,
  canPostPublicly,
  chosen,
  onChoose,
  describedBy,
  profileDefault,
}: FieldProps & { profileDefault?: PrivacyChoice }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {POST_LABELS.audience}
      </label>
      <Select
        id={id}
        name="audience"
        options={audienceOptions(canPostPublicly, profileDefault)}
        aria-describedby={describedBy}
        value={shownAudience(chosen, canPostPublicly, profileDefault)}
        onChange={(event) => onChoose(event.target.value as AudienceChoice)}
        className="h-8 w-auto text-xs sm:text-xs"
      />
    </>
  );
}
