import { CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubEvent, ClubMember } from '@common/schemas/clubs';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { keysetListOptions } from '@/lib/use-keyset-list';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { clubKeys } from '../api/keys';
import { EventsSection } from './events-section';
import { MembersSection } from './members-section';

// A club's events, requests to join and invitations come a page at a time (D5), the way the
// members do: a full page draws a Load More button under its list, a short one does not, and the
// list draws every page loaded so far.

const event = (id: number): ClubEvent => ({
  id,
  clubId: 7,
  title: `Session ${id}`,
  description: null,
  startsAt: new Date(Date.UTC(2031, 0, 1, 6) + id * 3_600_000).toISOString(),
  gym: null,
  place: null,
  going: 0,
  myRsvp: null,
});
const person = (id: number): ClubMember => ({
  id,
  username: `member${id}`,
  name: `Member ${id}`,
  profileImageUrl: null,
  profilePicture: null,
  isTrainer: false,
  role: 'member',
  online: false,
});
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** Events 1-20 then 21-23 after event 20; 20 requests, then 3 more; 2 invitations; 1 member. */
const { asked } = standInServer((url) => {
  const { pathname, searchParams } = new URL(url, 'http://app');
  const before = searchParams.get('before');
  if (pathname === '/api/clubs/7/events') return (before === '20' ? range(21, 23) : range(1, 20)).map(event);
  if (pathname === '/api/clubs/7/requests') return (before === '81' ? range(80, 78) : range(100, 81)).map(person);
  if (pathname === '/api/clubs/7/invitations') return range(60, 59).map(person);
  if (pathname === '/api/clubs/7/members') return [{ ...person(3), role: 'owner' }];
  if (pathname.startsWith('/api/')) return [];
});

const count = (html: string, text: string) => html.split(text).length - 1;

describe("a club's events, requests and invitations, a page at a time", () => {
  it('ask for a first page and offer more under a full one', async () => {
    const events = await drawSettled(<EventsSection clubId={7} isAdmin={false} canAnswer />, asked);
    expect(asked).toContain('/api/clubs/7/events?limit=20');
    expect(count(events, 'aria-label="Session ')).toBe(20);
    expect(events).toContain(`>${T.moreEvents}</button>`);

    const members = await drawSettled(<MembersSection clubId={7} isAdmin isOwner />, asked);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/clubs/7/requests?limit=20', '/api/clubs/7/invitations?limit=20']),
    );
    expect(count(members, 'asked to join')).toBe(20);
    expect(members).toContain(`>${T.moreRequests}</button>`);
    // Two invitations: the whole list, nothing more to offer.
    expect(count(members, 'invited, not answered yet')).toBe(2);
    expect(members).not.toContain(T.moreInvitations);
  });

  it('draw every page loaded, and no more button once the last page came', async () => {
    const client = createQueryClient();
    // The pages Load More would have fetched: the second continues after the first's last event.
    await client.fetchInfiniteQuery({
      ...keysetListOptions<ClubEvent>(clubKeys.events(7), '/api/clubs/7/events'),
      pages: 2,
    });
    expect(asked.slice(-2)).toEqual(['/api/clubs/7/events?limit=20', '/api/clubs/7/events?limit=20&before=20']);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <EventsSection clubId={7} isAdmin={false} canAnswer />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(count(html, 'aria-label="Session ')).toBe(23);
    expect(html).toContain('aria-label="Session 23"');
    expect(html).not.toContain(T.moreEvents);
  });
});
