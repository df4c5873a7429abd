import { LIMITS } from '@common/limits';
import type { Profile } from '@common/schemas/people';
import { describe, expect, it } from 'vitest';
import { attributesOf, descriptionOf } from '@/test/described-by';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { EditProfileForm } from './edit-profile-form';
import { SettingsProfileTab } from './settings/settings-profile-tab';

// The bio and the names have a server limit (LIMITS in common/limits.ts): both profile forms count
// the room left under the box, as the post composer does, so a member learns it before saving.
// Drawn by the real forms with answers from a stand-in server.

standInServer((url) => {
  if (url === '/api/auth/me') return { id: 5, username: 'ann', email: 'ann@example.com', emailVerified: true };
  if (url === '/api/settings') return { privacy: { profileVisibility: 'public' } };
});

const profileWith = (changes: Partial<Profile>): Profile => ({
  id: 5,
  username: 'ann',
  name: 'Ann Lee',
  profileImageUrl: null,
  profilePicture: null,
  profileImageKey: null,
  isTrainer: false,
  firstName: 'Ann',
  lastName: 'Lee',
  bio: null,
  fitnessGoal: null,
  createdAt: '2026-01-05T00:00:00.000Z',
  dateOfBirth: null,
  height: null,
  weight: null,
  bodyType: null,
  activityLevel: null,
  followersCount: 0,
  followingCount: 0,
  postsCount: 0,
  isFollowing: false,
  followsYou: false,
  isOwnProfile: true,
  visibility: 'public',
  detailsHidden: false,
  metricsHidden: false,
  workoutsHidden: false,
  ...changes,
});

describe('Edit Profile', () => {
  it('counts the room left in a long bio against the shared limit, after its hint', async () => {
    const html = await drawSettled(<EditProfileForm profile={profileWith({ bio: 'b'.repeat(LIMITS.bioMax - 20) })} />);
    expect(descriptionOf(html, 'edit-bio')).toBe(`Up to ${LIMITS.bioMax} characters. 20 characters left`);
    expect(attributesOf(html, 'edit-bio')).not.toHaveProperty('aria-invalid');
  });

  it('says nothing under a short bio or short names', async () => {
    const html = await drawSettled(<EditProfileForm profile={profileWith({ bio: 'Kettlebells & sunrise runs.' })} />);
    expect(descriptionOf(html, 'edit-bio')).toBe(`Up to ${LIMITS.bioMax} characters.`);
    expect(descriptionOf(html, 'edit-firstName')).toBeNull();
    expect(html).not.toMatch(/characters? (left|too many)/);
  });

  it('marks a last name over the limit and says by how much', async () => {
    const lastName = 'L'.repeat(LIMITS.nameMax + 2);
    const html = await drawSettled(<EditProfileForm profile={profileWith({ lastName })} />);
    expect(descriptionOf(html, 'edit-lastName')).toBe('2 characters too many');
    expect(attributesOf(html, 'edit-lastName')?.['aria-invalid']).toBe('true');
  });
});

describe('Settings → Profile', () => {
  it('counts the room left in the bio and in the full name against the shared limits', async () => {
    const profile = profileWith({ bio: 'b'.repeat(LIMITS.bioMax), name: 'n'.repeat(LIMITS.nameMax - 1) });
    const html = await drawSettled(<SettingsProfileTab profile={profile} />);
    expect(descriptionOf(html, 'settings-bio')).toBe('0 characters left');
    expect(descriptionOf(html, 'settings-name')).toBe('1 character left');
  });
});
