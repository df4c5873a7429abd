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

const removable = async (viewer: { isAdmin: boolean; isOwner: boolean }) => {
  const html = await drawSettled(<MembersSection clubId={7} {...viewer} />);
  return ['Olga', 'Adam', 'Mia'].filter((name) => html.includes(`aria-label="Remove ${name} from the club"`));
};

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
