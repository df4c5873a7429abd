import { describe, expect, it } from 'vitest';
import { GYM_MESSAGES } from '../gyms-texts';
import { gymInputSchema, gymListQuerySchema, nearbyCursor, nearbyQuerySchema } from './gyms';

describe('gym schemas', () => {
  it('reads the admin form: numbers from text, blanks as null, amenities from commas', () => {
    const parsed = gymInputSchema.parse({
      name: '  Iron Temple ',
      latitude: '40.5',
      longitude: '-73.25',
      rating: '',
      website: '',
      amenities: 'Sauna, pool,, Sauna ',
    });
    expect(parsed).toMatchObject({
      name: 'Iron Temple',
      latitude: 40.5,
      longitude: -73.25,
      rating: null,
      website: null,
    });
    expect(parsed.amenities).toEqual(['Sauna', 'pool']);
  });

  it('names each bad field with its message', () => {
    const result = gymInputSchema.safeParse({ name: ' ', latitude: '100', longitude: '', rating: 9 });
    expect(result.success).toBe(false);
    // Each field's first message, as the form and the API show it (a blank name is also one of
    // no visible character, said second).
    const messages = Object.fromEntries(result.error!.issues.toReversed().map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: GYM_MESSAGES.nameRequired,
      latitude: GYM_MESSAGES.latitudeRange,
      longitude: GYM_MESSAGES.longitudeRequired,
      rating: GYM_MESSAGES.ratingRange,
    });
  });

  it('refuses a name of only invisible characters, and takes visible text beside them', () => {
    const at = { latitude: 1, longitude: 2 };
    for (const name of ['\u200b', '\u200c\u200d', ' \u2060 ', '\u2800']) {
      expect(gymInputSchema.safeParse({ ...at, name }).error?.issues[0].message).toBe(GYM_MESSAGES.nameInvisible);
    }
    expect(gymInputSchema.parse({ ...at, name: '\u200bIron Temple' }).name).toBe('\u200bIron Temple');
  });

  it('defaults the nearby radius to 10 km and never reads a blank lat as 0', () => {
    expect(nearbyQuerySchema.parse({ lat: '1', lng: '2' })).toMatchObject({ radius: 10, limit: 20 });
    expect(nearbyQuerySchema.safeParse({ lat: '', lng: '2' }).success).toBe(false);
  });

  it('reads back the cursor it writes, exactly', () => {
    const gym = { id: 42, distance: 1.1906672358471013 };
    const { after } = nearbyQuerySchema.parse({ lat: '0', lng: '0', after: nearbyCursor(gym) });
    expect(after).toEqual({ distance: gym.distance, id: 42 });
    expect(
      nearbyQuerySchema.parse({ lat: '0', lng: '0', after: nearbyCursor({ id: 1, distance: 1e-7 }) }).after,
    ).toEqual({ distance: 1e-7, id: 1 });
  });

  it('treats a blank search as no search', () => {
    expect(gymListQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });
});
