// The HTML of an outgoing Note, built from the member's plain text (posts are plain text in
// FitCircle): everything escaped, paragraphs and line breaks kept, hashtags as links the way
// Mastodon writes them (so it indexes them), and the summary line as its own paragraph.

/** A hashtag: letters, digits and underscores after '#', not inside a word or a URL's fragment. */
const HASHTAG = /(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

export interface Hashtag {
  name: string;
  href: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * FitCircle has no tag pages: a tag links to the search page with the tag as the query, a page
 * that exists for every signed-in member.
 */
export const tagHref = (origin: string, tag: string) => `${origin}/search?q=${encodeURIComponent(`#${tag}`)}`;

/** The text's hashtags, each once (the first spelling wins; Mastodon compares them case-blind). */
export function hashtagsOf(text: string, origin: string): Hashtag[] {
  const seen = new Map<string, Hashtag>();
  for (const m of text.matchAll(HASHTAG)) {
    const key = m[2].toLowerCase();
    if (!seen.has(key)) seen.set(key, { name: `#${m[2]}`, href: tagHref(origin, m[2]) });
  }
  return [...seen.values()];
}

/** One paragraph's escaped text with its hashtags linked. */
function paragraphHtml(text: string, origin: string): string {
  const html = escapeHtml(text).replace(/\r?\n/g, '<br>');
  // Escaping leaves '#' and word characters alone, so the same pattern finds the tags again.
  return html.replace(
    HASHTAG,
    (_, before: string, tag: string) =>
      `${before}<a href="${escapeHtml(tagHref(origin, tag))}" class="mention hashtag" rel="tag">#<span>${tag}</span></a>`,
  );
}

/** `<p>` per paragraph of the text (blank lines separate them), then the summary line. */
export function noteHtml(text: string, summaryLine: string | null, origin: string): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${paragraphHtml(p, origin)}</p>`);
  if (summaryLine) paragraphs.push(`<p>${escapeHtml(summaryLine)}</p>`);
  return paragraphs.join('');
}
