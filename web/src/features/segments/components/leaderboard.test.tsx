import type { Leaderboard, LeaderboardEntry } from '@common/schemas/segments';
import { SEGMENT_TEXTS as T } from '@common/segments-texts';
import { InfiniteQueryObserver, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { standInServer } from '@/test/stand-in-server';
import { BOARD_PAGE, leaderboardOptions } from '../api/get-leaderboard';
import { Leaderboards } from './leaderboard';

// A next page of a segment's board can be refused: its cursor must still be an entry of the board
// as the member sees it, and the member on the last row may have set a new best since (400). The
// entries already shown stay, and the board can be loaded again from the top; before, the whole
// board was replaced by "could not be loaded".

const entry = (rank: number): LeaderboardEntry => ({
  rank,
  effortId: 100 + rank,
  activityId: 200 + rank,
  elapsedSeconds: 600 + rank,
  startedAt: '2026-05-01T07:00:00.000Z',
  user: {
    id: rank,
    username: `runner${rank}`,
    name: `Runner ${rank}`,
    profileImageUrl: null,
    profilePicture: null,
    isTrainer: false,
  },
});
const firstPage: Leaderboard = {
  period: 'all',
  scope: 'everyone',
  entries: Array.from({ length: BOARD_PAGE }, (_, i) => entry(i + 1)),
  viewer: null,
};

standInServer((url) => {
  const { pathname, searchParams } = new URL(url, 'http://app');
  if (pathname === '/api/auth/me') return null;
  // The next page's cursor is no longer on the board: the server's 400 (any failure will do here).
  if (pathname === '/api/segments/5/leaderboard' && !searchParams.has('after')) return firstPage;
});

describe('a segment board whose next page is refused', () => {
  it('keeps the entries shown and offers to load the board again', async () => {
    const client = createQueryClient();
    const board = new InfiniteQueryObserver(client, leaderboardOptions(5, 'all', 'everyone'));
    await board.refetch();
    const more = await board.fetchNextPage();
    expect(more.isFetchNextPageError).toBe(true);

    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Leaderboards segmentId={5} viewerId={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).not.toContain(T.boardFailed);
    expect(html.split('>Runner ').length - 1).toBe(BOARD_PAGE);
    expect(html).toContain(T.moreFailed);
    expect(html).toContain(`>${T.reloadBoard}</button>`);
    expect(html).not.toContain('>Load more</button>');
  });
});
