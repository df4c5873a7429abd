import { GYM_LIMITS } from '@common/gyms-limits';
import type { Gym } from '@common/schemas/gyms';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { GymForm } from './gym-form';

// The gym form's longer text boxes have a server limit (GYM_LIMITS in common/gyms-limits.ts): each
// counts the room left under it, as the post composer does. The links and the short boxes (zip,
// phone) have none: a link is pasted whole. Drawn by the real form (Edit).

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 1, username: 'admin', email: 'admin@example.com', emailVerified: true };
});

const gymWith = (changes: Partial<Gym>): Gym => ({
  id: 3,
  name: 'Iron Temple',
  imageUrl: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  rating: null,
  latitude: 40.7128,
  longitude: -74.006,
  phone: null,
  website: null,
  openingHours: null,
  amenities: [],
  description: null,
  isSample: false,
  createdAt: '2026-01-05T00:00:00.000Z',
  ...changes,
});

const draw = (gym: Gym) => drawSettled(<GymForm gym={gym} pending={false} submitLabel="Save" onSubmit={() => {}} />);

describe("the gym form's text boxes", () => {
  it('counts the room left in the description and the opening hours against the shared limits', async () => {
    const html = await draw(
      gymWith({
        description: 'd'.repeat(GYM_LIMITS.descriptionMax - 120),
        openingHours: 'h'.repeat(GYM_LIMITS.openingHoursMax + 4),
      }),
    );
    expect(descriptionOf(html, 'gym-description')).toBe('120 characters left');
    expect(descriptionOf(html, 'gym-openingHours')).toBe('4 characters too many');
  });

  it('counts a long name and address, and says nothing under short ones or a long link', async () => {
    const html = await draw(
      gymWith({
        name: 'n'.repeat(GYM_LIMITS.nameMax - 2),
        address: '1 Main St',
        website: `https://example.com/${'w'.repeat(GYM_LIMITS.urlMax - 30)}`,
      }),
    );
    expect(descriptionOf(html, 'gym-name')).toBe('2 characters left');
    expect(descriptionOf(html, 'gym-address')).toBeNull();
    expect(descriptionOf(html, 'gym-website')).toBeNull();
    expect(html.match(/characters? (left|too many)/g)).toHaveLength(1);
  });
});
