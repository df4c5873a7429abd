import { describe, expect, it } from 'vitest';
import { isBlankComment } from './comments-panel';

// The comment form sends nothing the server would refuse as blank (common/visible-text.ts): a
// comment of characters that draw nothing would otherwise end in 'Failed to add comment'.
describe('the comment form', () => {
  it('treats whitespace and characters that draw nothing as blank', () => {
    for (const text of ['', '   ', '\n\t', '\u200b', '\u200b \u200d', '\ufeff', '\ufe0f']) {
      expect(isBlankComment(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('sends text a reader can see, zero-width characters around it or not', () => {
    for (const text of ['Nice!', ' \u200bStrong work ', '💪']) {
      expect(isBlankComment(text), JSON.stringify(text)).toBe(false);
    }
  });
});
