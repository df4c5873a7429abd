import sanitizeHtml from 'sanitize-html';

// Remote posts and replies arrive as HTML written by another server (DECISIONS D15): only this
// allow-list survives. Everything else is dropped with its content when it can run or restyle
// the page (script, style, iframe...), or unwrapped to its text otherwise. No attribute but a
// link's href (http or https only, with our rel and target) and a span's class (Mastodon's "invisible" URL parts) is kept.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'span', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'],
  // rel and target are only ever the ones transformTags writes (it rebuilds a link's attributes).
  allowedAttributes: { a: ['href', 'rel', 'target'], span: ['class'] },
  allowedClasses: { span: ['invisible', 'ellipsis', 'h-card'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    // Every kept link leaves the app: it opens apart and passes no referrer, opener or ranking.
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = attribs.href
        ? { href: attribs.href, rel: 'nofollow noopener noreferrer', target: '_blank' }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/** Remote HTML reduced to the allow-list (see above); safe to show as HTML in the web app. */
export function sanitizeRemoteHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
