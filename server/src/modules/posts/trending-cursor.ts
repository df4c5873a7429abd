import { ID_MAX, idTextSchema } from '@common/schemas/id';
import { pageQuerySchema } from '@common/schemas/paging';
import { POST_LIMITS } from '@common/schemas/posts';
import { z } from 'zod';

// Trending ranks by scores that move with every like and comment, so no score, however it is
// remembered, tells where a next page starts: between two pages a post already shown can fall
// below the last one (and would come again), and one not yet shown can climb above it (and would
// be skipped). The cursor the server hands out (the Link header) therefore holds the moment the
// first page was read, which fixes the candidates (created by then, within the 7 days before it),
// and the ids of the posts shown so far; a next page is the best of the other candidates, scored
// now. Ids travel sorted, as base-36 gaps: about three characters each, and the candidates are
// capped (POST_LIMITS.trendingCandidates), so the cursor stays short enough for a query string.

/** Where the next page of Trending starts. */
export type TrendingCursor =
  /** A bare post id (clients from before the cursor): below that post's score now. */
  | { kind: 'post'; id: number }
  /** The first page's moment (microseconds since the epoch, as text) and the posts shown since. */
  | { kind: 'snapshot'; snapshot: string; shown: number[] };

const PREFIX = 'tr1';
const SNAPSHOT_RE = /^\d{1,19}$/;
const GAP_RE = /^[0-9a-z]{1,7}$/;
/** More ids than any reading of the capped candidates can show. */
const SHOWN_MAX = 2 * POST_LIMITS.trendingCandidates;
export const TRENDING_CURSOR_MESSAGE = 'before must be a post id or a cursor from this list';
const postIdSchema = idTextSchema(TRENDING_CURSOR_MESSAGE);

/** The cursor after a page: the first page's moment, and every post shown up to this page. */
export function formatTrendingCursor(snapshot: string, shown: readonly number[]): string {
  const sorted = [...new Set(shown)].sort((a, b) => a - b);
  const gaps = sorted.map((id, i) => (id - (i === 0 ? 0 : sorted[i - 1])).toString(36));
  return [PREFIX, snapshot, ...gaps].join('.');
}

function parseSnapshotCursor(text: string): TrendingCursor | undefined {
  const [prefix, snapshot, ...gaps] = text.split('.');
  if (prefix !== PREFIX || !SNAPSHOT_RE.test(snapshot ?? '') || BigInt(snapshot) > 2n ** 63n - 1n) return undefined;
  if (gaps.length > SHOWN_MAX) return undefined;
  const shown: number[] = [];
  let id = 0;
  for (const gap of gaps) {
    if (!GAP_RE.test(gap)) return undefined;
    id += Number.parseInt(gap, 36);
    if (id > ID_MAX || (shown.length > 0 && id === shown[shown.length - 1]) || id === 0) return undefined;
    shown.push(id);
  }
  return { kind: 'snapshot', snapshot, shown };
}

/**
 * `?before=` of GET /api/posts/trending: a cursor an earlier page handed out or, as before this
 * cursor existed, the id of the last post seen. Anything else is a 400 naming the field.
 */
export const trendingBeforeSchema = z.string().transform((text, ctx): TrendingCursor => {
  if (text.startsWith(`${PREFIX}.`)) {
    const cursor = parseSnapshotCursor(text);
    if (cursor) return cursor;
  } else {
    const postId = postIdSchema.safeParse(text);
    if (postId.success) return { kind: 'post', id: postId.data };
  }
  ctx.addIssue({ code: 'custom', message: TRENDING_CURSOR_MESSAGE });
  return z.NEVER;
});

export const trendingQuerySchema = pageQuerySchema.extend({
  before: trendingBeforeSchema.optional(),
});
