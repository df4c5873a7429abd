import type { RoutePreview } from '@common/schemas/activities';
import { drawnRuns } from './stretches';
import type { Track } from './track';

/** The thumbnail's longer side, in its own units; the shorter follows the route's shape. */
const SIZE = 100;
/** At most this many vertices in all: a thumbnail, a few kilobytes in the feed's JSON. */
const MAX_VERTICES = 250;

/**
 * The feed card's route thumbnail: the visible parts of the route (privacy zones already removed
 * by `mask`; no line across a gap between the file's track segments) as SVG path data, projected equirectangularly around the middle latitude. Built on
 * the server from the filtered points, so hidden parts are never in what the feed sends. Null
 * without GPS or when nothing is visible.
 */
export function buildPreview(track: Track, mask: Uint8Array): RoutePreview | null {
  const { lat, lng } = track;
  if (!lat || !lng) return null;
  const runs = drawnRuns(track, mask).filter(([a, b]) => b > a);
  if (runs.length === 0) return null;
  let [minLat, maxLat, minLng, maxLng] = [90, -90, 180, -180];
  let visible = 0;
  for (const [a, b] of runs) {
    visible += b - a + 1;
    for (let i = a; i <= b; i++) {
      minLat = Math.min(minLat, lat[i]);
      maxLat = Math.max(maxLat, lat[i]);
      minLng = Math.min(minLng, lng[i]);
      maxLng = Math.max(maxLng, lng[i]);
    }
  }
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * cos, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = SIZE / Math.max(spanX, spanY);
  const width = Math.max(1, Math.round(spanX * scale));
  const height = Math.max(1, Math.round(spanY * scale));
  const step = Math.max(1, Math.ceil(visible / MAX_VERTICES));
  const x = (i: number) => (lng[i] - minLng) * cos * scale;
  const fmt = (v: number) => String(Math.round(v * 10) / 10);
  const parts: string[] = [];
  for (const [a, b] of runs) {
    const vertices: string[] = [];
    for (let i = a; i <= b; i += step) vertices.push(`${fmt(x(i))} ${fmt((maxLat - lat[i]) * scale)}`);
    if ((b - a) % step !== 0) vertices.push(`${fmt(x(b))} ${fmt((maxLat - lat[b]) * scale)}`);
    parts.push(`M${vertices.join('L')}`);
  }
  return { width, height, path: parts.join(''), bounds: [minLat, minLng, maxLat, maxLng] };
}
