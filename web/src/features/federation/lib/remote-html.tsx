import { createElement, type ReactNode } from 'react';

// Remote posts and replies arrive as HTML the server already reduced to an allow-list
// (server/src/modules/federation/content/sanitize-remote-html.ts). The page does not trust that
// alone: the HTML is read tag by tag and rebuilt as React elements from the same allow-list (text
// goes through React's escaping), so no markup string ever reaches innerHTML. A small reader
// rather than DOMParser, so the server-drawn first screen (Node, no DOM) draws it the same way.

const ALLOWED = new Set(['p', 'a', 'span', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre']);
/** Mastodon hides the scheme and the tail of long URLs with these classes. */
const SPAN_CLASSES: Record<string, string> = { invisible: 'hidden', ellipsis: "after:content-['…']" };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const TOKEN =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|<[^>]*>?|[^<]+/g;

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? all;
    const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

const attribute = (attrs: string, name: string) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? decode(m[1] ?? m[2] ?? m[3]) : null;
};

function safeHref(href: string | null): string | undefined {
  if (!href || !/^https?:\/\//i.test(href.trim())) return undefined;
  try {
    return new URL(href.trim()).href;
  } catch {
    return undefined;
  }
}

interface Frame {
  tag: string;
  props: Record<string, unknown>;
  children: ReactNode[];
}

function propsOf(tag: string, attrs: string): Record<string, unknown> {
  if (tag === 'a') {
    const href = safeHref(attribute(attrs, 'href'));
    return href
      ? { href, target: '_blank', rel: 'nofollow noopener noreferrer', className: 'text-primary hover:underline' }
      : {};
  }
  if (tag === 'span') {
    const classes = (attribute(attrs, 'class') ?? '')
      .split(/\s+/)
      .map((c) => SPAN_CLASSES[c])
      .filter(Boolean);
    return classes.length ? { className: classes.join(' ') } : {};
  }
  return {};
}

/** The remote HTML as React elements (paragraphs, links, lists...), nothing outside the allow-list. */
export function remoteHtmlToReact(html: string): ReactNode[] {
  const root: Frame = { tag: '', props: {}, children: [] };
  const stack = [root];
  let key = 0;
  const close = () => {
    const frame = stack.pop()!;
    // A link without an http(s) address keeps its text only.
    const tag = frame.tag === 'a' && !frame.props.href ? 'span' : frame.tag;
    stack[stack.length - 1].children.push(createElement(tag, { ...frame.props, key: key++ }, ...frame.children));
  };
  for (const [token, slash, name, attrs = ''] of html.matchAll(TOKEN)) {
    const top = stack[stack.length - 1];
    if (!name) {
      if (!token.startsWith('<')) top.children.push(decode(token));
      continue;
    }
    const tag = name.toLowerCase();
    if (tag === 'br') top.children.push(createElement('br', { key: key++ }));
    else if (!ALLOWED.has(tag)) continue;
    else if (!slash) stack.push({ tag, props: propsOf(tag, attrs), children: [] });
    else if (stack.some((f) => f.tag === tag)) while (stack.length > 1 && stack[stack.length - 1].tag !== tag) close();
    if (slash && stack.length > 1 && stack[stack.length - 1].tag === tag) close();
  }
  while (stack.length > 1) close();
  return root.children;
}
