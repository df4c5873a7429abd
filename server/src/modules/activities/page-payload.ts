import type { ActivityDetail } from '@common/schemas/activities';
import { buildSeries } from './series';
import type { Track } from './track';
import type { TrackFigures } from './track-figures';

/** The part of the page that comes from the track, stored ready to send. */
export type PagePayload = Pick<ActivityDetail, 'routeTrimmed' | 'splitsKm' | 'splitsMi' | 'bestEfforts' | 'series'>;

/**
 * The page's track-derived part for one kind of viewer, as JSON text: the points `mask` lets
 * through (everything for the owner; outside the privacy zones for everyone else), thinned for
 * the map and charts. Splits and best efforts reveal no place, so they are the track's figures,
 * worked out once (track-figures.ts) for both pages. Computed at import and when zones change, so
 * a page read costs one small row, not the track.
 */
export function buildPagePayload(
  track: Track,
  mask: Uint8Array,
  figures: Pick<TrackFigures, 'elevation' | 'bestEfforts' | 'splitsKm' | 'splitsMi'>,
): string {
  const payload: PagePayload = {
    routeTrimmed: mask.includes(0),
    splitsKm: figures.splitsKm,
    splitsMi: figures.splitsMi,
    bestEfforts: figures.bestEfforts,
    series: buildSeries(track, mask, figures.elevation),
  };
  return JSON.stringify(payload);
}
