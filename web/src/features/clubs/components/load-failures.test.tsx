import { CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { drawSettled as drawWithStandIn, standInServer } from '@/test/stand-in-server';
import { ClubsPage } from '../pages/clubs-page';
import { EventsSection } from './events-section';
import { GymClubsAndPresence } from './gym-clubs-and-presence';
import { MembersSection } from './members-section';

// A club list that could not be read says so, instead of the sentence for an empty one: "No
// upcoming events", "No clubs yet" or "None of your people are here" would be news that is not
// true. Drawn by the real screens against a stand-in server whose club lists fail (404), then
// answer empty lists.

let listsFail = true;
standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
  if (url === '/api/check-ins/mine') return { checkIn: null };
  return listsFail ? undefined : [];
});

const drawSettled = (ui: ReactNode) => drawWithStandIn(ui, undefined, { failuresShown: true });

const screens = {
  events: () => drawSettled(<EventsSection clubId={7} isAdmin={false} canAnswer />),
  members: () => drawSettled(<MembersSection clubId={7} isAdmin isOwner />),
  gym: () => drawSettled(<GymClubsAndPresence gymId={3} gymName="Iron Temple" />),
  clubs: () => drawSettled(<ClubsPage />),
};

describe("the clubs' lists", () => {
  it('say a list could not be loaded, never that it is empty', async () => {
    listsFail = true;
    const events = await screens.events();
    expect(events).toContain('The events could not be loaded.');
    expect(events).not.toContain(T.noEvents);
    const members = await screens.members();
    expect(members).toContain('The members could not be loaded.');
    expect(members).toContain('The requests to join and invitations could not be loaded.');
    const gym = await screens.gym();
    expect(gym).toContain('Who is here could not be loaded.');
    expect(gym).not.toContain(T.nobodyHere);
    expect(gym).toContain('The gym&#x27;s clubs could not be loaded.');
    expect(gym).not.toContain(T.noClubsAtGym);
    const clubs = await screens.clubs();
    expect(clubs).toContain('Your clubs could not be loaded.');
    expect(clubs).toContain('The clubs could not be loaded.');
    expect(clubs).not.toContain(T.noClubs);
  });

  it('say an empty list is empty, with no failure', async () => {
    listsFail = false;
    const html = [await screens.events(), await screens.members(), await screens.gym(), await screens.clubs()];
    expect(html.join('')).not.toContain('could not be loaded');
    expect(html[0]).toContain(T.noEvents);
    expect(html[2]).toContain(T.nobodyHere);
    expect(html[2]).toContain(T.noClubsAtGym);
    expect(html[3]).toContain(T.noClubs);
  });
});
