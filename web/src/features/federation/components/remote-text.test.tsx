import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemoteText } from './remote-text';
import { RemoteMark } from './server-mark';

const remote = { server: 'social.example', url: 'https://social.example/@ann/1', handle: '@ann@social.example' };

describe('a post or comment from another server', () => {
  it('our own text stays plain text in a paragraph, markup and all', () => {
    const html = renderToStaticMarkup(<RemoteText item={{ remote: null }}>{'<b>hi</b>'}</RemoteText>);
    expect(html).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>');
    expect(renderToStaticMarkup(<RemoteMark item={{}} />)).toBe('');
  });

  it("a remote one's HTML is rebuilt (no nested paragraphs) and marked with its server, linking to the original", () => {
    const html = renderToStaticMarkup(<RemoteText item={{ remote }}>{'<p>One</p><p>Two</p>'}</RemoteText>);
    expect(html).toMatch(/^<div class="[^"]*"><p>One<\/p><p>Two<\/p><\/div>$/);
    const mark = renderToStaticMarkup(<RemoteMark item={{ remote }} />);
    expect(mark).toContain(
      'from <a href="https://social.example/@ann/1" target="_blank" rel="nofollow noopener noreferrer"',
    );
    expect(mark).toContain(
      'aria-label="View the original by @ann@social.example on social.example">social.example</a>',
    );
  });
});
