import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES } from '../challenges-texts';
import { CLUB_MESSAGES } from '../clubs-texts';
import { challengeInputSchema, challengeTextSchema } from './challenges';
import { clubEventInputSchema, clubInputSchema } from './clubs';

// The forms check these schemas before sending and show each field's first message under it, so
// the message a title of invisible characters gets is the one the member reads.
const firstMessage = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

const club = { sport: 'run', joinPolicy: 'open' } as const;
const challenge = {
  metric: 'distance',
  sport: 'any',
  startsOn: '2026-01-01',
  endsOn: '2099-01-31',
  timeZone: 'UTC',
} as const;

describe('club and challenge titles', () => {
  it('refuse a name or title of only invisible characters with a message saying so', () => {
    for (const blank of ['\u200b', '\u200c\u200d', ' \u2060 ', '\u2800']) {
      expect(firstMessage(clubInputSchema.safeParse({ ...club, name: blank }), 'name')).toBe(
        CLUB_MESSAGES.nameInvisible,
      );
      expect(firstMessage(clubEventInputSchema.safeParse({ title: blank }), 'title')).toBe(
        CLUB_MESSAGES.eventTitleInvisible,
      );
      expect(firstMessage(challengeInputSchema.safeParse({ ...challenge, title: blank }), 'title')).toBe(
        CHALLENGE_MESSAGES.titleInvisible,
      );
      expect(firstMessage(challengeTextSchema.safeParse({ title: blank }), 'title')).toBe(
        CHALLENGE_MESSAGES.titleInvisible,
      );
    }
  });

  it('still say "required" for an empty one, and take visible text beside invisible characters', () => {
    expect(firstMessage(clubInputSchema.safeParse({ ...club, name: '  ' }), 'name')).toBe(CLUB_MESSAGES.nameRequired);
    expect(firstMessage(challengeTextSchema.safeParse({ title: '' }), 'title')).toBe(CHALLENGE_MESSAGES.titleRequired);
    expect(clubInputSchema.parse({ ...club, name: '\u200bRunners\u200b' }).name).toBe('\u200bRunners\u200b');
    expect(challengeTextSchema.safeParse({ title: '👟' }).success).toBe(true);
    expect(clubEventInputSchema.safeParse({ title: 'Long run', startsAt: '2026-05-01T07:00:00Z' }).success).toBe(true);
  });
});
