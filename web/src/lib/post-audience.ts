import { POST_AUDIENCE_TEXTS } from '@common/posts-texts';
import type { PostAudience } from '@common/schemas/posts';
import { labelOf, PRIVACY_CHOICES, type PrivacyChoice } from '@common/vocab';

// Who may see a post (D5): public, friends, only me, or '' for the profile's default visibility,
// which the server resolves when the post is made. An unconfirmed address cannot post publicly
// yet (issue 18, decision 0007), so Public, and a profile default that is public, are refused.
// The composer and a shared workout both make posts, so both follow these rules.

/** '' is the profile default. */
export type AudienceChoice = PostAudience | '';

/** What a form calls the profile default: `name (Friends)` once known, `unknown` until then. */
export interface DefaultLabels {
  name: string;
  unknown: string;
}

/** Whether the server would refuse the choice. A profile default not known (yet) is not refused. */
export function isRefused(choice: AudienceChoice, canPostPublicly: boolean, profileDefault?: PrivacyChoice): boolean {
  if (canPostPublicly) return false;
  return choice === 'public' || (choice === '' && profileDefault === 'public');
}

/** The choices, with the profile default named by what it resolves to when that is known. */
export function audienceOptions(
  canPostPublicly: boolean,
  profileDefault?: PrivacyChoice,
  labels: DefaultLabels = POST_AUDIENCE_TEXTS.profileDefault,
) {
  const defaultLabel =
    profileDefault === undefined
      ? labels.unknown
      : isRefused('', canPostPublicly, profileDefault)
        ? POST_AUDIENCE_TEXTS.refused(labels.name, labelOf(profileDefault))
        : POST_AUDIENCE_TEXTS.resolved(labels.name, labelOf(profileDefault));
  return [
    { value: '', label: defaultLabel, disabled: isRefused('', canPostPublicly, profileDefault) },
    ...PRIVACY_CHOICES.map((value) => ({
      value,
      label: labelOf(value),
      disabled: isRefused(value, canPostPublicly, profileDefault),
    })),
  ];
}

/**
 * The audience shown and sent: the member's own choice while the server would take it, else the
 * start. The start is the profile default (D5); for an unconfirmed member whose default is public,
 * or not known yet, it is Only me, the one audience never wider than what they chose.
 */
export function shownAudience(
  chosen: AudienceChoice | null,
  canPostPublicly: boolean,
  profileDefault?: PrivacyChoice,
): AudienceChoice {
  if (chosen !== null && !isRefused(chosen, canPostPublicly, profileDefault)) return chosen;
  if (canPostPublicly || (profileDefault !== undefined && profileDefault !== 'public')) return '';
  return 'private';
}
