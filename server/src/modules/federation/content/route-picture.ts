import sharp from 'sharp';

// The route picture a federated activity carries (an Image attachment): drawn on the server from
// the route as other viewers get it, i.e. after the owner's privacy zones were cut out
// (activity_tracks.page_public), so no point inside a zone is in the picture (DECISIONS D15).

/** The picture's size and drawing, fixed: remote servers show it as any attached photo (4:3). */
export const ROUTE_PICTURE = {
  width: 800,
  height: 600,
  /** Margin around the route, pixels. */
  padding: 40,
  strokeWidth: 6,
  background: '#f4f1ea',
  stroke: '#e8590c',
} as const;

/** The visible route's points (the page series' columns): `segment` numbers the parts to draw apart. */
export interface VisibleRoute {
  segment: number[];
  lat: (number | null)[];
  lng: (number | null)[];
}

/**
 * Each part as pixel polylines: equirectangular around the middle latitude of the drawn points,
 * scaled to fit inside the padding, centred. Parts of a single point are not drawn.
 */
export function routePolylines(route: VisibleRoute): [number, number][][] {
  const { width: W, height: H, padding: P } = ROUTE_PICTURE;
  const points = route.lat.flatMap((lat, i) => {
    const lng = route.lng[i];
    return lat === null || lng === null ? [] : [{ lat, lng, part: route.segment[i] }];
  });
  if (points.length < 2) return [];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * cos, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = Math.min((W - 2 * P) / spanX, (H - 2 * P) / spanY);
  const left = (W - spanX * scale) / 2;
  const top = (H - spanY * scale) / 2;
  const parts: [number, number][][] = [];
  let previous: number | null = null;
  for (const p of points) {
    if (p.part !== previous) parts.push([]);
    previous = p.part;
    parts[parts.length - 1].push([left + (p.lng - minLng) * cos * scale, top + (maxLat - p.lat) * scale]);
  }
  return parts.filter((part) => part.length > 1);
}

/**
 * The PNG, or null when nothing is left to draw. Butt line ends: the stroke stops at the last
 * visible point instead of a round cap reaching towards the hidden part.
 */
export async function drawRoutePicture(route: VisibleRoute): Promise<Buffer | null> {
  const parts = routePolylines(route);
  if (parts.length === 0) return null;
  const { width, height, strokeWidth, background, stroke } = ROUTE_PICTURE;
  const d = parts.map((part) => `M${part.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${background}"/>
<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="butt" stroke-linejoin="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
