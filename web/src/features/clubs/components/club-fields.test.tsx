import { CLUB_LIMITS } from '@common/clubs-texts';
import { describe, expect, it } from 'vitest';
import { attributesOf, descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { ClubFields, type ClubFieldValues } from './club-fields';

// A club's name and description have a server limit (CLUB_LIMITS in common/clubs-texts.ts): the
// create form and the edit dialog count the room left under each box, as the post composer does,
// and keep a pasted name whole instead of cutting it at the limit. Drawn by the real fields.

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
});

const valuesWith = (changes: Partial<ClubFieldValues>): ClubFieldValues => ({
  name: 'River runners',
  description: '',
  sport: 'run',
  joinPolicy: 'open',
  homeGym: null,
  imageUrl: null,
  ...changes,
});

const draw = (values: ClubFieldValues) =>
  drawSettled(<ClubFields idPrefix="club" values={values} onChange={() => {}} errors={{}} />);

describe("the club's text boxes", () => {
  it('counts the room left in a long description against the shared limit, tied to the box', async () => {
    const html = await draw(valuesWith({ description: 'd'.repeat(CLUB_LIMITS.descriptionMax - 300) }));
    expect(descriptionOf(html, 'club-description')).toBe('300 characters left');
    expect(descriptionOf(html, 'club-name')).toBeNull();
  });

  it('keeps a pasted name over the limit whole, marked, with how much is too many', async () => {
    const name = 'n'.repeat(CLUB_LIMITS.nameMax + 3);
    const html = await draw(valuesWith({ name }));
    expect(descriptionOf(html, 'club-name')).toBe('3 characters too many');
    expect(attributesOf(html, 'club-name')).toMatchObject({ 'aria-invalid': 'true', value: name });
    expect(attributesOf(html, 'club-name')).not.toHaveProperty('maxlength');
  });
});
