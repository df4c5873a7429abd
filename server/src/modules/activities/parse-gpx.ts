import { numberOrNull, type ParsedFile, type RawPoint, sportFromText, timeOrNull } from './parsed-file';
import type { XmlReader } from './xml-document';

/**
 * GPX 1.0 / 1.1: every track point of every track and segment, in file order, with heart rate
 * from Garmin's TrackPointExtension (or a plain hr / heartrate extension). Routes and waypoints
 * are plans, not recordings: a file with only those has no track points.
 */
export function gpxReader(): XmlReader & { result(): ParsedFile } {
  const points: RawPoint[] = [];
  let point: RawPoint | null = null;
  let tracks = 0;
  let trackName: string | null = null;
  let metadataName: string | null = null;
  let type: string | null = null;
  return {
    texts: new Set(['time', 'ele', 'hr', 'heartrate', 'name', 'type']),
    open(name, attributes) {
      if (name === 'trk') tracks++;
      if (name === 'trkpt') {
        point = {
          timeMs: null,
          lat: numberOrNull(attributes.lat),
          lng: numberOrNull(attributes.lon),
          ele: null,
          hr: null,
          dist: null,
        };
      }
    },
    close(name, text, parent) {
      if (point) {
        if (name === 'trkpt') {
          points.push(point);
          point = null;
        } else if (name === 'time') point.timeMs = timeOrNull(text);
        else if (name === 'ele') point.ele = numberOrNull(text);
        else if (name === 'hr' || name === 'heartrate') point.hr = numberOrNull(text);
        return;
      }
      if (tracks === 1 && parent === 'trk' && name === 'name') trackName = text;
      if (tracks === 1 && parent === 'trk' && name === 'type') type = text;
      if (parent === 'metadata' && name === 'name') metadataName = text;
    },
    result() {
      const name = trackName || metadataName;
      return { format: 'gpx', sport: sportFromText(type), name: name || null, points };
    },
  };
}
