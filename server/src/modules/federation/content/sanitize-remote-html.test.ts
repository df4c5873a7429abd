import { describe, expect, it } from 'vitest';
import { sanitizeRemoteHtml } from './sanitize-remote-html';

// Payloads from the usual XSS cheat sheets, as a hostile server could send them in a Note.
describe('sanitizeRemoteHtml keeps the allow-list and nothing that can run', () => {
  it('drops scripts, styles and embedded documents with their content', () => {
    const out = sanitizeRemoteHtml(
      '<p>hi</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.test"></iframe><svg><script>alert(2)</script></svg><noscript><img src=x onerror=alert(3)></noscript>',
    );
    expect(out).toBe('<p>hi</p>');
  });

  it('drops event handlers, inline styles and unknown tags but keeps their text', () => {
    const out = sanitizeRemoteHtml(
      '<p onclick="alert(1)" style="color:red">Run <strong onmouseover="x()">fast</strong> <img src=x onerror=alert(1)><font color=red>now</font></p>',
    );
    expect(out).toBe('<p>Run <strong>fast</strong> now</p>');
    expect(out).not.toMatch(/on\w+=|style=|<img/i);
  });

  it('refuses javascript:, data: and other schemes, also obfuscated, and protocol-relative links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.test/x',
    ]) {
      const out = sanitizeRemoteHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/href/i);
      expect(out).toContain('x');
    }
  });

  it('keeps http(s) links, forcing rel nofollow noopener noreferrer and a new tab', () => {
    const out = sanitizeRemoteHtml(
      '<a href="https://social.example/@ann" rel="me" target="_self" class="u-url" onclick="x()">@ann</a>',
    );
    expect(out).toBe(
      '<a href="https://social.example/@ann" rel="nofollow noopener noreferrer" target="_blank">@ann</a>',
    );
  });

  it('keeps the allowed formatting and Mastodon span classes, escapes stray markup', () => {
    const html =
      '<p>a<br>b</p><blockquote><ul><li><em>1</em></li></ul><ol><li><code>2</code></li></ol></blockquote><pre>3 &lt; 4</pre><span class="invisible">https://</span><span class="evil">y</span>';
    expect(sanitizeRemoteHtml(html)).toBe(
      '<p>a<br />b</p><blockquote><ul><li><em>1</em></li></ul><ol><li><code>2</code></li></ol></blockquote><pre>3 &lt; 4</pre><span class="invisible">https://</span><span>y</span>',
    );
    expect(sanitizeRemoteHtml('<p>"><img src=x onerror=alert(1)>')).not.toContain('<img');
  });
});
