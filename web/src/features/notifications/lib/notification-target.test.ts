import type { AppNotification, NotificationType } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const actor = {
  id: 7,
  username: 'liam.runs',
  name: 'Liam Runs',
  profileImageUrl: null,
  profilePicture: null,
  isTrainer: false,
};

function notification(type: NotificationType, about: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    type,
    actor,
    postId: null,
    activityId: null,
    detail: null,
    count: 1,
    badge: null,
    clubId: null,
    eventId: null,
    challengeId: null,
    read: false,
    createdAt: '2026-12-06T10:00:00.000Z',
    ...about,
  };
}

describe('where a notification leads', () => {
  it.each(['like', 'comment'] as const)('a %s opens the post it is about, on its own page', (type) => {
    expect(notificationTarget(notification(type, { postId: 42 }))).toBe('/posts/42');
  });

  it('a like or reply from another server opens our post too', () => {
    const remote = {
      server: 'mastodon.example',
      url: 'https://mastodon.example/@ana/1',
      handle: '@ana@mastodon.example',
    };
    expect(notificationTarget(notification('comment', { postId: 9, remote, actor: { ...actor, id: 0 } }))).toBe(
      '/posts/9',
    );
  });

  it("a follow keeps leading to the follower's profile", () => {
    expect(notificationTarget(notification('follow'))).toBe('/profile/liam.runs');
  });

  it('a message opens the conversation with its sender', () => {
    expect(notificationTarget(notification('message'))).toBe('/chat?with=7');
  });

  it('the others keep their places: a record, a badge decision, an admin’s edit, a challenge, a club', () => {
    expect(notificationTarget(notification('record', { activityId: 5 }))).toBe('/activities/5');
    expect(notificationTarget(notification('badge_granted', { badge: null }))).toBe('/edit-profile');
    // An admin changed the profile: the member sees it where they edit it.
    expect(notificationTarget(notification('profile_edited', { detail: 'bio' }))).toBe('/edit-profile');
    expect(notificationTarget(notification('challenge_overtaken', { challengeId: 3, clubId: 2 }))).toBe(
      '/challenges/3',
    );
    expect(notificationTarget(notification('club_invite', { clubId: 2 }))).toBe('/clubs/2');
  });

  it('a like whose post id is missing falls back to the member’s profile', () => {
    expect(notificationTarget(notification('like'))).toBe('/profile');
  });
});
