import type { LeaderboardQuery } from '@common/schemas/challenges';
import { type InvalidationBus, TaggedCache } from '../../cache';
import type { Queryable } from '../../db/pool';
import {
  type BoardRead,
  type BoardRow,
  type BoardTop,
  readBoard,
  readTopWithViewer,
  readViewerPart,
  type ViewerPart,
} from './board-repository';

/** Rows kept beyond the page, so the members a viewer does not see can be left out of it. */
const SPARE_ROWS = 25;
/** First pages kept by one instance: a few KB each. */
const MAX_TOPS = 1000;

type Viewer = { id: number; isAdmin: boolean };

/**
 * The first page for one viewer from the shared top of the board: their hidden members left out,
 * ranked as `rank()` ranks (ties share the rank of the first of them: everyone ahead of a row of
 * the top is in the top, above it). Null when the hidden members leave fewer rows than the page
 * and the board goes on: the caller reads the page from the database.
 */
export function firstPageFrom(top: BoardTop, read: number, viewer: ViewerPart, limit: number): BoardRead | null {
  const hidden = new Set(viewer.hidden_ids);
  const visible = top.filter((r) => !hidden.has(r.user.id));
  if (visible.length < limit && top.length >= read) return null;
  const rows: BoardRow[] = [];
  for (const [i, r] of visible.slice(0, limit).entries()) {
    const before = rows[i - 1];
    rows.push({ rank: before && before.value === r.value ? before.rank : i + 1, user: r.user, value: r.value });
  }
  const { hidden_ids: _, ...figures } = viewer;
  return { rows, ...figures };
}

/**
 * Reads leaderboards (docs/decisions/0033). The first page of a board is the same for every
 * viewer but for the members each one does not see, so its top (the page and a few spare rows,
 * with their members) is kept once per instance and shared: a change of standing announces
 * `ch:<challenge>` and a member's changed row `u:<member>` on the database's change channel
 * (migrations 0191 and 0012), which drops it on every instance, as the live boards re-read. Each
 * read still asks the database what is the viewer's alone: blocks and suspensions (so a block or
 * a suspension shows on the very next read), their own row and rank, and the total. Later pages (a cursor) are
 * read whole from the database, as before.
 */
export class BoardReader {
  private readonly tops: TaggedCache<BoardTop>;

  constructor(
    private readonly db: Queryable,
    bus: InvalidationBus,
    ttlMs: number,
    private readonly spareRows = SPARE_ROWS,
  ) {
    this.tops = new TaggedCache<BoardTop>(bus, { maxEntries: MAX_TOPS, ttlMs });
  }

  async read(challengeId: number, viewer: Viewer, query: LeaderboardQuery): Promise<BoardRead | undefined> {
    if (query.after) return readBoard(this.db, challengeId, viewer, query);
    const read = query.limit + this.spareRows;
    const key = `${challengeId}:${read}`;
    const cached = this.tops.get(key);
    if (cached) {
      const mine = await readViewerPart(this.db, challengeId, viewer);
      if (!mine) return undefined;
      return firstPageFrom(cached, read, mine, query.limit) ?? readBoard(this.db, challengeId, viewer, query);
    }
    const ticket = this.tops.ticket();
    const both = await readTopWithViewer(this.db, challengeId, viewer, read);
    if (!both) return undefined;
    const { top, ...mine } = both;
    this.tops.set(key, top, [`ch:${challengeId}`, ...top.map((r) => `u:${r.user.id}`)], ticket);
    return firstPageFrom(top, read, mine, query.limit) ?? readBoard(this.db, challengeId, viewer, query);
  }
}
