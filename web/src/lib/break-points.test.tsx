import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withBreakPoints } from './break-points';

const html = (text: string) => renderToStaticMarkup(<p>{withBreakPoints(text)}</p>);

describe('withBreakPoints', () => {
  it('lets a long username wrap after its underscores, dots and dashes, keeping every character', () => {
    expect(html('qa_a_822f140')).toBe('<p>qa_<wbr/>a_<wbr/>822f140</p>');
    expect(html('mary.ann-smith')).toBe('<p>mary.<wbr/>ann-<wbr/>smith</p>');
  });

  it('leaves a name without those characters as it is', () => {
    expect(html('Maya Coach')).toBe('<p>Maya Coach</p>');
  });
});
