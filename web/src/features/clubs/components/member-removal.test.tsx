import { CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubMember } from '@common/schemas/clubs';
import { describe, expect, it } from 'vitest';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { MembersSection } from './members-section';

// A club's admins remove members (docs/decisions/0033; DELETE /api/clubs/{id}/members/{userId}),
// and the members list offers it where the server allows it: an admin removes members, only the
// owner (or a site admin) removes an admin, nobody removes the owner, and members remove nobody.

const member = (id: number, name: string, role: ClubMember['role']): ClubMember => ({
  id,
  username: name.toLowerCase(),
  name,
  profileImageUrl: null,
  profilePicture: null,
  isTrainer: false,
  role,
  online: false,
});

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
  if (url.startsWith('/api/clubs/7/members'))
    return [member(3, 'Olga', 'owner'), member(4, 'Adam', 'admin'), member(6, 'Mia', 'member')];
  if (url.startsWith('/api/clubs/7/')) return [];
});

/** The members whose row offers the control labelled `label(name)`. */
const offered = async (viewer: { isAdmin: boolean; isOwner: boolean }, label: (name: string) => string) => {
  const html = await drawSettled(<MembersSection clubId={7} {...viewer} />);
  return ['Olga', 'Adam', 'Mia'].filter((name) => html.includes(`aria-label="${label(name)}"`));
};
const removable = (viewer: { isAdmin: boolean; isOwner: boolean }) =>
  offered(viewer, (name) => `Remove ${name} from the club`);

describe('removing a member from the club page', () => {
  it('is offered to the owner for admins and members, never for the owner', async () => {
    expect(await removable({ isAdmin: true, isOwner: true })).toEqual(['Adam', 'Mia']);
  });

  it('is offered to an admin for members only', async () => {
    expect(await removable({ isAdmin: true, isOwner: false })).toEqual(['Mia']);
  });

  it('is not offered to a member', async () => {
    expect(await removable({ isAdmin: false, isOwner: false })).toEqual([]);
  });
});

// The owner hands the club over to any other member (PUT .../members/{userId} with role 'owner'):
// "The owner cannot leave the club; delete it or hand it over first" names this way out.
describe('handing the club over from the members list', () => {
  const heirs = (viewer: { isAdmin: boolean; isOwner: boolean }) =>
    offered(viewer, (name) => `${T.makeOwner}: ${name}`);

  it('is offered to the owner for every other member', async () => {
    expect(await heirs({ isAdmin: true, isOwner: true })).toEqual(['Adam', 'Mia']);
  });

  it('is not offered to an admin or a member', async () => {
    expect(await heirs({ isAdmin: true, isOwner: false })).toEqual([]);
    expect(await heirs({ isAdmin: false, isOwner: false })).toEqual([]);
  });
});
