import { NOTIFICATION_TEXTS } from '@common/chat-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { AppNotification } from '@common/schemas/notifications';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { saveUpload } from '../media';

const ctx = useTestApp();

const FULL = {
  firstName: 'Kai',
  lastName: 'Lifter',
  dateOfBirth: '1995-06-30',
  height: 181,
  weight: '82.5',
  bodyType: 'mesomorph',
  fitnessGoal: 'strength',
  activityLevel: 'very_active',
  bio: 'Squats and sunshine.',
  profileImageUrl: null,
  profileImageKey: null,
};

const put = (cookie: string, id: number, body: object) => apiAs(ctx, cookie).put(`/api/users/${id}`, body);
const uploadFor = async (userId: number) =>
  saveUpload(ctx.app, { userId, target: 'profileImage', bytes: await makePng() });
const fileExists = async (key: string) => (await ctx.app.media.stat(key)) !== null;

describe('PUT /api/users/{id}', () => {
  it('saves every Edit Profile field and answers the user with the new full name', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await put(cookie, user.id, FULL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Kai Lifter',
      firstName: 'Kai',
      lastName: 'Lifter',
      dateOfBirth: '1995-06-30',
      height: 181,
      weight: 82.5,
      bodyType: 'mesomorph',
      fitnessGoal: 'strength',
      activityLevel: 'very_active',
      // The trainer badge is not a profile field: it is requested and granted (DECISIONS D11).
      isTrainer: false,
      bio: 'Squats and sunshine.',
    });
    const me = await apiAs(ctx, cookie).get('/api/auth/user');
    expect(me.json()).toMatchObject({ name: 'Kai Lifter', height: 181 });
  });

  it('changes only the fields sent; empty height, weight, bio and choices unset them', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await put(cookie, user.id, FULL);
    const res = await put(cookie, user.id, { height: '', weight: null, bio: '  ', bodyType: '' });
    expect(res.json()).toMatchObject({
      height: null,
      weight: null,
      bio: null,
      bodyType: null,
      fitnessGoal: 'strength',
    });
    // A bio of characters that show nothing (zero-width space, variation selector) is no bio.
    const invisible = await put(cookie, user.id, { bio: '\u200b\ufe0f' });
    expect(invisible.json()).toMatchObject({ bio: null });
  });

  it('Settings sends a full name: it is split into first word and the rest', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await put(cookie, user.id, { name: 'Mary Ann Smith', height: '170' });
    expect(res.json()).toMatchObject({ name: 'Mary Ann Smith', firstName: 'Mary', lastName: 'Ann Smith', height: 170 });
    const short = await put(cookie, user.id, { name: 'M' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ name: MESSAGES.settingsNameMin });
  });

  it.each([
    [{ firstName: '' }, 'firstName', MESSAGES.firstNameRequired],
    [{ lastName: '   ' }, 'lastName', MESSAGES.lastNameRequired],
    // Names that show nothing are blank, however many characters: zero-width space, word joiner.
    [{ firstName: '\u200b' }, 'firstName', MESSAGES.firstNameRequired],
    [{ lastName: '\u200b\u2060\ufe0f' }, 'lastName', MESSAGES.lastNameRequired],
    [{ name: '\u200b\u200b\u200b' }, 'name', MESSAGES.settingsNameMin],
    [{ bio: 'x'.repeat(251) }, 'bio', MESSAGES.bioMax],
    [{ height: 99 }, 'height', MESSAGES.heightMin],
    [{ height: 251 }, 'height', MESSAGES.heightMax],
    [{ height: 'tall' }, 'height', PEOPLE_MESSAGES.heightNumber],
    [{ weight: 29.9 }, 'weight', MESSAGES.weightMin],
    [{ weight: 301 }, 'weight', MESSAGES.weightMax],
    [{ dateOfBirth: '1899-12-31' }, 'dateOfBirth', PEOPLE_MESSAGES.dateOfBirthRange],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', PEOPLE_MESSAGES.dateOfBirthRange],
    [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', PEOPLE_MESSAGES.dateOfBirthInvalid],
    [{ bodyType: 'round' }, 'bodyType', PEOPLE_MESSAGES.bodyTypeInvalid],
    [{ fitnessGoal: 'fame' }, 'fitnessGoal', PEOPLE_MESSAGES.fitnessGoalInvalid],
    [{ activityLevel: 'sleepy' }, 'activityLevel', PEOPLE_MESSAGES.activityLevelInvalid],
    [{ profileImageUrl: 'javascript:alert(1)' }, 'profileImageUrl', MESSAGES.invalidUrl],
    [{ profileImageUrl: 'https://evil.example/x.png' }, 'profileImageUrl', PEOPLE_MESSAGES.profileImageOutside],
  ])('refuses %o with 400 and the message on the field', async (body, field, message) => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await put(cookie, user.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('accepts the limits themselves: height 100 and 250, weight 30 and 300, born 1900-01-01', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (const body of [
      { height: 100, weight: 30, dateOfBirth: '1900-01-01' },
      { height: 250, weight: 300 },
    ]) {
      expect((await put(cookie, user.id, body)).statusCode).toBe(200);
    }
  });

  it("answers 403 for someone else's profile, 401 for a visitor; an admin may edit anyone", async () => {
    const { user: victim } = await buildSignedInUser(ctx.db);
    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    const res = await put(otherCookie, victim.id, { bio: 'hacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden });
    expect((await apiAs(ctx).put(`/api/users/${victim.id}`, { bio: 'x' })).statusCode).toBe(401);
    const { cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    expect((await put(adminCookie, victim.id, { bio: 'Fixed by admin' })).json().bio).toBe('Fixed by admin');
    expect((await put(adminCookie, 99999999, { bio: 'x' })).statusCode).toBe(404);
  });
});

describe('the profile picture', () => {
  it('takes an upload of the member, then deletes the old one when replaced', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const first = await uploadFor(user.id);
    // With a key, the key decides; the URL sent beside it is not trusted.
    const set = await put(cookie, user.id, {
      profileImageKey: first.key,
      profileImageUrl: '/uploads/ffffffffffffffffffffffffffffffff.png',
    });
    expect(set.json()).toMatchObject({
      profileImageKey: first.key,
      profileImageUrl: first.url,
      profilePicture: first.url,
    });

    // Saving the form again with the same picture changes nothing.
    const same = await put(cookie, user.id, { ...FULL, profileImageKey: first.key, profileImageUrl: first.url });
    expect(same.json().profileImageKey).toBe(first.key);
    expect(await fileExists(first.key)).toBe(true);

    const second = await uploadFor(user.id);
    await put(cookie, user.id, { profileImageKey: second.key, profileImageUrl: second.url });
    expect(await fileExists(first.key)).toBe(false);
    expect(await fileExists(second.key)).toBe(true);

    const removed = await put(cookie, user.id, { profileImageKey: null, profileImageUrl: null });
    expect(removed.json()).toMatchObject({ profileImageKey: null, profileImageUrl: null });
    expect(await fileExists(second.key)).toBe(false);
  });

  it("refuses someone else's upload and unknown keys, and keeps the picture", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const theirs = await uploadFor(other.id);
    for (const body of [
      { profileImageKey: theirs.key },
      { profileImageUrl: theirs.url },
      { profileImageKey: 'ffffffffffffffffffffffffffffffff.png' },
    ]) {
      const res = await put(cookie, user.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PEOPLE_MESSAGES.profileImageNotYours);
    }
    expect(await fileExists(theirs.key)).toBe(true);
  });

  it('refuses a picture on another site with 400 and keeps the one the member has', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const mine = await uploadFor(user.id);
    await put(cookie, user.id, { profileImageKey: mine.key });
    for (const url of [
      'https://upload.wikimedia.org/wikipedia/commons/a/a9/Example.jpg',
      // The path of an upload on someone else's host is still someone else's host.
      `https://evil.example${mine.url}`,
    ]) {
      const res = await put(cookie, user.id, { profileImageUrl: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: PEOPLE_MESSAGES.profileImageOutside,
        errors: { profileImageUrl: PEOPLE_MESSAGES.profileImageOutside },
      });
    }
    const me = await apiAs(ctx, cookie).get(`/api/users/${user.id}`);
    expect(me.json()).toMatchObject({ profileImageUrl: mine.url, profileImageKey: mine.key });
  });

  it("takes the URL of the member's own upload, as a path or on this app's address", async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const first = await uploadFor(user.id);
    const byPath = await put(cookie, user.id, { profileImageUrl: first.url });
    expect(byPath.json()).toMatchObject({ profileImageUrl: first.url, profileImageKey: first.key });
    const second = await uploadFor(user.id);
    const absolute = new URL(second.url, ctx.app.config.publicUrl).href;
    const byAddress = await put(cookie, user.id, { profileImageUrl: absolute });
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    // Stored as the app's own path, like every upload.
    expect(byAddress.json()).toMatchObject({ profileImageUrl: second.url, profileImageKey: second.key });
  });
});

describe("an admin's edit of someone else's profile", () => {
  it('is in the audit log with the admin, the member and the fields changed, not their values', async () => {
    const member = await buildUser(ctx.db);
    const { user: admin, cookie } = await buildAdmin(ctx.db);
    const body = { firstName: 'Edited', lastName: 'ByAdmin', bio: 'admin wrote this' };
    expect((await put(cookie, member.id, body)).statusCode).toBe(200);
    const entries = await auditOf(ctx.db, 'user', member.id);
    expect(entries).toEqual([
      {
        action: 'user.update_profile',
        actor_id: admin.id,
        actor_username: admin.username,
        target_label: member.username,
        detail: { fields: ['firstName', 'lastName', 'name', 'bio'] },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('admin wrote this');

    const log = await apiAs(ctx, cookie).get('/api/admin/audit');
    expect(log.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user.update_profile', targetId: member.id })]),
    );
  });

  it("is not audited when nothing changed, nor when members edit their own profile (an admin's too)", async () => {
    const member = await buildUser(ctx.db, { bio: 'same' });
    const { user: admin, cookie } = await buildAdmin(ctx.db);
    await put(cookie, member.id, { bio: 'same' });
    await put(cookie, admin.id, { bio: 'my own words' });
    const { cookie: memberCookie, user: self } = await buildSignedInUser(ctx.db);
    await put(memberCookie, self.id, { bio: 'mine' });
    expect(await auditOf(ctx.db, 'user', member.id)).toEqual([]);
    expect(await auditOf(ctx.db, 'user', admin.id)).toEqual([]);
    expect(await auditOf(ctx.db, 'user', self.id)).toEqual([]);
  });

  it('tells the member which fields the admin changed, and only then', async () => {
    const member = await buildSignedInUser(ctx.db);
    const { user: admin, cookie } = await buildAdmin(ctx.db);
    const notificationsOf = async (c: string) =>
      (await apiAs(ctx, c).get('/api/notifications')).json() as AppNotification[];
    // Nothing changed: nothing to tell.
    await put(cookie, member.user.id, { bio: member.user.bio ?? null });
    expect(await notificationsOf(member.cookie)).toEqual([]);

    await put(cookie, member.user.id, { bio: 'admin wrote this', height: 190 });
    const [told, ...rest] = await notificationsOf(member.cookie);
    expect(rest).toEqual([]);
    expect(told).toMatchObject({ type: 'profile_edited', actor: { id: admin.id }, detail: 'bio,height', read: false });
    expect(NOTIFICATION_TEXTS.profile_edited(told.actor.name, told.detail)).toBe(
      `${told.actor.name}, an admin, changed your profile: bio, height`,
    );
    // The member's own edits, and the admin's of their own profile, tell no one.
    await put(member.cookie, member.user.id, { bio: 'my words again' });
    await put(cookie, admin.id, { bio: 'mine' });
    expect(await notificationsOf(member.cookie)).toHaveLength(1);
    expect(await notificationsOf(cookie)).toEqual([]);
  });
});
