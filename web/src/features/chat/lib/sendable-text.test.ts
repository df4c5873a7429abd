import { MESSAGE_MAX_CHARS } from '@common/schemas/chat';
import { describe, expect, it } from 'vitest';
import { isSendableText } from './sendable-text';

describe('isSendableText', () => {
  it('sends a text a reader can see, with the spaces around it', () => {
    expect(isSendableText('  hi  ')).toBe(true);
    expect(isSendableText('\u200Bhi')).toBe(true);
  });

  it('does not send a blank text, nor one of invisible characters only', () => {
    for (const blank of ['', '   ', '\u200B', '\u200B\u200D\uFEFF', '\u2800', ' \u3164 ']) {
      expect(isSendableText(blank), JSON.stringify(blank)).toBe(false);
    }
  });

  it('does not send a text over the limit, counted as the server counts it', () => {
    expect(isSendableText(` ${'a'.repeat(MESSAGE_MAX_CHARS)} `)).toBe(true);
    expect(isSendableText('a'.repeat(MESSAGE_MAX_CHARS + 1))).toBe(false);
  });
});
