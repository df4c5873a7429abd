import { describe, expect, it } from 'vitest';
import { MESSAGES } from './texts';
import { hasVisibleText } from './visible-text';

describe('hasVisibleText', () => {
  it('finds no text in whitespace, zero-width and filler characters alone', () => {
    for (const blank of [
      '',
      ' ',
      '\u200b',
      '\u200b\u200b',
      '\u200d\u200c',
      '\ufeff',
      '\u2060',
      '\u3164',
      '\u2800',
      '\u00a0\u3000',
      // Default-ignorable: a variation selector, the combining grapheme joiner, Khmer and Mongolian signs.
      '\ufe0f',
      '\u034f\ufe0e',
      '\u17b4\u180b',
    ]) {
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
    }
  });

  it('finds text, emoji and joined emoji around them', () => {
    for (const text of ['a', '\u200bhi', '💪', '👨\u200d👩\u200d👧', 'ß', '中', '❤\ufe0f']) {
      expect(hasVisibleText(text), text).toBe(true);
    }
  });
});

describe('the schemas of what members write', () => {
  it('refuse a post, comment, chat or club message of invisible characters with the blank text message', async () => {
    const { createPostSchema, createCommentSchema } = await import('./schemas/posts');
    const { messageContentSchema } = await import('./schemas/chat');
    const { clubMessageSchema } = await import('./schemas/clubs');
    const blank = '\u200b \u200b';
    expect(createPostSchema.safeParse({ content: blank }).error?.issues[0].message).toBe(MESSAGES.postEmpty);
    expect(createCommentSchema.safeParse({ content: blank }).success).toBe(false);
    expect(messageContentSchema.safeParse(blank).success).toBe(false);
    expect(clubMessageSchema.safeParse({ content: blank }).success).toBe(false);
    expect(createPostSchema.safeParse({ content: '\u200bRest day' }).success).toBe(true);
  });
});
