// Issue 34: a club's group conversation in the Messages page, beside direct conversations.
export const CLUB_CHAT_TEXTS = {
  heading: 'Club conversations',
  online: (n: number) => `${n} online`,
  conversationWith: (club: string) => `Conversation of ${club}`,
  openClub: 'Open the club',
  noMessagesNote: 'Say hello to the club!',
  sendFailed: 'Your message was not sent. Please try again.',
  gone: 'You are no longer in this club.',
} as const;
