import { numberOrNull, type ParsedFile, type RawPoint, sportFromText, timeOrNull } from './parsed-file';
import { list, textOf } from './xml-document';

type Node = Record<string, unknown>;

/** Heart rate from a point's extensions: Garmin's TrackPointExtension or a plain hr/heartrate. */
function heartRateOf(extensions: unknown): number | null {
  if (!extensions || typeof extensions !== 'object') return null;
  const ext = extensions as Node;
  const garmin = list<Node>(ext.TrackPointExtension)[0];
  return numberOrNull(textOf(garmin?.hr) ?? textOf(ext.hr) ?? textOf(ext.heartrate));
}

function pointOf(pt: Node): RawPoint {
  return {
    timeMs: timeOrNull(textOf(pt.time)),
    lat: numberOrNull(pt['@_lat']),
    lng: numberOrNull(pt['@_lon']),
    ele: numberOrNull(textOf(pt.ele)),
    hr: heartRateOf(pt.extensions),
    dist: null,
  };
}

/**
 * GPX 1.0 / 1.1: every track point of every track and segment, in file order. Routes and
 * waypoints are plans, not recordings: a file with only those has no track points.
 */
export function parseGpx(doc: Node): ParsedFile {
  const gpx = doc.gpx as Node;
  const tracks = list<Node>(gpx.trk);
  const points: RawPoint[] = [];
  for (const trk of tracks) {
    for (const seg of list<Node>(trk.trkseg)) {
      for (const pt of list<Node>(seg.trkpt)) points.push(pointOf(pt));
    }
  }
  const first = tracks[0];
  const metadata = (gpx.metadata ?? {}) as Node;
  const name = textOf(first?.name) ?? textOf(metadata.name);
  return { format: 'gpx', sport: sportFromText(textOf(first?.type)), name: name?.trim() || null, points };
}
