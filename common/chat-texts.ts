// Visible texts of chat and notifications (spec sections 2, 8; DECISIONS D9). Used as written.

import { MESSAGE_MAX_CHARS } from './limits';

export const CHAT_TEXTS = {
  title: 'Messages',
  loginRequired: 'Login Required',
  loginRequiredNote: 'Sign in to chat with the people you follow.',
  loginButton: 'Login',
  noContacts: 'No contacts found. Follow other users to connect with them.',
  noMessagesTitle: 'No messages yet',
  noMessagesNote: 'Start a conversation!',
  noSelectionTitle: 'Your Messages',
  noSelectionNote: 'Select a contact to start chatting',
  inputPlaceholder: 'Type a message...',
  sendFailed: 'Failed to send message. The connection may be lost.',
  retry: 'Send again',
  notReady: 'Chat connection is not ready. Please try again in a moment.',
  online: 'Online',
  offline: 'Offline',
  contactsHeading: 'Contacts',
  backToContacts: 'Back to contacts',
  loadOlder: 'Load older messages',
  followToReply: (name: string) => `Follow ${name} to reply.`,
  reconnecting: 'Reconnecting...',
  // Ours (issue: screen readers). Who sent a bubble, spoken before its text; the live region that
  // reads out a message arriving in the open conversation.
  you: 'You',
  spokenSender: (name: string) => `${name}: `,
  newMessagesLabel: 'New messages',
  messageFrom: (name: string, content: string) => `Message from ${name}: ${content}`,
  notSent: 'Not sent',
  /** The Follow button beside followToReply (its accessible name says whom). */
  follow: 'Follow',
  followNamed: (name: string) => `Follow ${name}`,
} as const;

/** Server refusals sent over the socket or HTTP. */
export const CHAT_ERRORS = {
  notFollowing: 'You can only message people you follow.',
  messageSelf: 'You cannot message yourself.',
  contentEmpty: 'Message cannot be empty',
  contentTooLong: `Message must be ${MESSAGE_MAX_CHARS} characters or less`,
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
  userNotFound: 'User not found',
  invalidEvent: 'Invalid message',
} as const;

/** The profile fields an admin's edit names (the API's names), as the member reads them. */
const PROFILE_FIELD_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  name: 'name',
  bio: 'bio',
  dateOfBirth: 'date of birth',
  height: 'height',
  weight: 'weight',
  bodyType: 'body type',
  fitnessGoal: 'fitness goal',
  activityLevel: 'activity level',
  profileImage: 'profile picture',
};

/** 'bio,profileImage' -> 'bio, profile picture'. */
function profileFieldList(detail: string): string {
  return detail
    .split(',')
    .map((field) => PROFILE_FIELD_LABELS[field] ?? field)
    .join(', ');
}

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  empty: 'No notifications yet',
  emptyNote: 'Likes, comments, new followers and messages will show up here.',
  markAllRead: 'Mark all as read',
  /** A notification this visit showed for the first time (marked read as it was shown). */
  new: 'New',
  like: (name: string) => `${name} liked your post`,
  comment: (name: string) => `${name} commented on your post`,
  follow: (name: string) => `${name} started following you`,
  message: (name: string, count: number) =>
    count > 1 ? `${name} sent you ${count} messages` : `${name} sent you a message`,
  // A personal record set by one of the member's own activities (issue 14); `detail` names it.
  record: (detail: string | null) => `New personal record${detail ? `: ${detail}` : ''}`,
  // An admin's decision about the member's claim badge (issue 16 point 1).
  badge_granted: (name: string, badge: string) => `${name} verified your ${badge} badge`,
  badge_refused: (name: string, badge: string, reason?: string) =>
    `${name} could not verify your ${badge} badge${reason ? `: ${reason}` : ''}`,
  badge_revoked: (name: string, badge: string) => `${name} removed your ${badge} badge`,
  // An admin changed the member's profile; `detail` lists the fields by their API names.
  profile_edited: (name: string, detail: string | null) =>
    `${name}, an admin, changed your profile${detail ? `: ${profileFieldList(detail)}` : ''}`,
  loadFailed: 'Failed to load notifications',
} as const;
