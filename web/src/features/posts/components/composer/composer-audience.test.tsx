import type { PrivacyChoice } from '@common/vocab';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/auth';
import { setApiTransport } from '@/lib/api-client';
import { shownAudience } from '@/lib/post-audience';
import { createQueryClient } from '@/lib/query-client';
import { Composer } from './composer';

// The composer's audience (D5) for a member whose address is not confirmed (issue 18): the server
// refuses their public posts, "Profile default" included when their profile is public. The
// composer must not start on, or offer, a choice the server would refuse. Drawn by the real
// component with answers from a stand-in server.

let member: { emailVerified: boolean; profileVisibility: PrivacyChoice };
const asked: string[] = [];

beforeAll(() => {
  setApiTransport(() => async (path) => {
    const url = String(path);
    asked.push(url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url === '/api/auth/me') return json({ id: 5, username: 'ann', email: 'ann@example.com', ...member });
    if (url === '/api/settings') return json({ privacy: { profileVisibility: member.profileVisibility } });
    return new Response('{}', { status: 404 });
  });
});
afterAll(() => setApiTransport(() => fetch));

/** Draws the composer, answers the calls it made, and draws it again until it asks for nothing new. */
async function draw(): Promise<string> {
  asked.length = 0;
  const client = createQueryClient();
  const render = () =>
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Composer />
        </SessionProvider>
      </QueryClientProvider>,
    );
  for (let round = 0; round < 5; round++) {
    render();
    const pending = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    if (pending.length === 0) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  return render();
}

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
