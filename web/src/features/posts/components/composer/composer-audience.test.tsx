import type { PrivacyChoice } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import { shownAudience } from '@/lib/post-audience';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { Composer } from './composer';

// The composer's audience (D5) for a member whose address is not confirmed (issue 18): the server
// refuses their public posts, "Profile default" included when their profile is public. The
// composer must not start on, or offer, a choice the server would refuse. Drawn by the real
// component with answers from a stand-in server.

let member: { emailVerified: boolean; profileVisibility: PrivacyChoice };

const { asked } = standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', ...member };
  if (url === '/api/settings') return { privacy: { profileVisibility: member.profileVisibility } };
});

const draw = () => drawSettled(<Composer />, asked);

/** The audience select's options as drawn: label, and whether it is selected or disabled. */
function audienceOptions(html: string) {
  const select = /Who can see this<\/label><select[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attrs = '', label]) => ({
    label,
    selected: attrs.includes('selected'),
    disabled: attrs.includes('disabled'),
  }));
}

describe("the composer's audience", () => {
  it('an unconfirmed member with a public profile: the profile default is marked and refused, and the composer starts on Only me', async () => {
    member = { emailVerified: false, profileVisibility: 'public' };
    expect(audienceOptions(await draw())).toEqual([
      { label: 'Profile default (Public: confirm your email first)', selected: false, disabled: true },
      { label: 'Public', selected: false, disabled: true },
      { label: 'Friends', selected: false, disabled: false },
      { label: 'Only me', selected: true, disabled: false },
    ]);
  });

  it('an unconfirmed member whose profile is for friends starts on the profile default, named by what it is', async () => {
    member = { emailVerified: false, profileVisibility: 'friends' };
    expect(audienceOptions(await draw())).toEqual([
      { label: 'Profile default (Friends)', selected: true, disabled: false },
      { label: 'Public', selected: false, disabled: true },
      { label: 'Friends', selected: false, disabled: false },
      { label: 'Only me', selected: false, disabled: false },
    ]);
  });

  it('a confirmed member starts on the profile default, every choice open, with no call for their settings', async () => {
    member = { emailVerified: true, profileVisibility: 'public' };
    expect(audienceOptions(await draw())).toEqual([
      { label: 'Profile default', selected: true, disabled: false },
      { label: 'Public', selected: false, disabled: false },
      { label: 'Friends', selected: false, disabled: false },
      { label: 'Only me', selected: false, disabled: false },
    ]);
    expect(asked).not.toContain('/api/settings');
  });

  it("keeps the member's own choice unless the server would refuse it, and starts on Only me while their default is not known", () => {
    expect(shownAudience('friends', false, 'public')).toBe('friends');
    // Chosen while the default was loading, then found to be public.
    expect(shownAudience('', false, 'public')).toBe('private');
    expect(shownAudience(null, false, undefined)).toBe('private');
    expect(shownAudience(null, false, 'private')).toBe('');
    expect(shownAudience('public', true, undefined)).toBe('public');
  });
});
