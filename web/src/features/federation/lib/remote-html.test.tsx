import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { remoteHtmlToReact } from './remote-html';

const render = (html: string) => renderToStaticMarkup(<div>{remoteHtmlToReact(html)}</div>);

describe('remoteHtmlToReact rebuilds remote HTML from the allow-list only', () => {
  it('keeps paragraphs, breaks, emphasis, lists and http(s) links, opened apart', () => {
    expect(
      render(
        '<p>Nice <strong>run</strong>,<br />see <a href="https://m.example/@a">@a</a></p><ul><li><em>1</em></li></ul>',
      ),
    ).toBe(
      '<div><p>Nice <strong>run</strong>,<br/>see <a href="https://m.example/@a" target="_blank" rel="nofollow noopener noreferrer" class="text-primary hover:underline">@a</a></p><ul><li><em>1</em></li></ul></div>',
    );
  });

  it('never lets markup, handlers or script URLs through, even if the server had', () => {
    const out = render(
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><a href=" data:text/html,x">c</a></p><iframe src="https://x.test"></iframe>',
    );
    expect(out).toBe('<div><p>aalert(1)<span>b</span><span>c</span></p></div>');
    expect(render('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#x1F3C3; &#39;')).toBe(
      '<div>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 🏃 &#x27;</div>',
    );
  });

  it('keeps Mastodon span classes it knows as styles, and closes what was left open', () => {
    expect(render('<p><span class="invisible">https://</span><span class="evil ellipsis">long</span><em>open')).toBe(
      '<div><p><span class="hidden">https://</span><span class="after:content-[&#x27;…&#x27;]">long</span><em>open</em></p></div>',
    );
  });
});
