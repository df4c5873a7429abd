import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildPagePayload, type PagePayload } from './page-payload';
import { readActivity } from './read-activity';

// Issue 31: a track's figures are worked out once per import; the summary and both stored pages
// (the owner's and everyone else's) are made from them, never worked out again.

const run = () =>
  readActivity(
    new TextEncoder().encode(
      toGpx(buildRoute({ stretches: [{ metres: 3200, speed: 3.2 }], elevation: (d) => 20 + d / 100 }), {
        type: 'running',
      }),
    ),
  );

describe("a track's figures", () => {
  it('are the summary’s: the best efforts the summary stores are the ones worked out for the pages', () => {
    const read = run();
    expect(read.summary.bestEfforts).toBe(read.figures.bestEfforts);
    expect(read.figures.splitsKm.length).toBeGreaterThanOrEqual(3);
  });

  it('are what a page holds: a page is built from them, not from the track again', () => {
    const read = run();
    const mask = new Uint8Array(read.track.length).fill(1);
    // Figures that the track could never give: the page must carry exactly these.
    const marked = { ...read.figures, bestEfforts: [], splitsKm: [], splitsMi: [] };
    const page = JSON.parse(buildPagePayload(read.track, mask, marked)) as PagePayload;
    expect(page).toMatchObject({ bestEfforts: [], splitsKm: [], splitsMi: [], routeTrimmed: false });
    const owner = JSON.parse(buildPagePayload(read.track, mask, read.figures)) as PagePayload;
    expect(owner.splitsKm).toEqual(read.figures.splitsKm);
  });
});
