import { emptyPoint, numberOrNull, type ParsedFile, type RawPoint, sportFromText, timeOrNull } from './parsed-file';
import type { XmlReader } from './xml-document';

/**
 * GPX 1.0 / 1.1: every track point of every track and segment, in file order, each with its
 * segment (`<trkseg>`, counted across the file's tracks: a new segment is a pause or a GPS loss,
 * never distance covered). Heart rate and cadence from Garmin's TrackPointExtension (or plain
 * hr / heartrate / cadence extensions), power from a `power` extension (or Garmin's
 * PowerInWatts). Routes and waypoints are plans, not recordings: a file with only those has no
 * track points. The file's own time is GPX 1.1's `<metadata><time>` or GPX 1.0's `<gpx><time>`.
 */
export function gpxReader(): XmlReader & { result(): ParsedFile } {
  const points: RawPoint[] = [];
  let point: RawPoint | null = null;
  let tracks = 0;
  let segments = 0;
  let trackName: string | null = null;
  let metadataName: string | null = null;
  let metadataTimeMs: number | null = null;
  let type: string | null = null;
  return {
    texts: new Set(['time', 'ele', 'hr', 'heartrate', 'cad', 'cadence', 'power', 'PowerInWatts', 'name', 'type']),
    open(name, attributes) {
      if (name === 'trk') tracks++;
      // Points outside any <trkseg> (not valid GPX, but written) join the current segment.
      if (name === 'trkseg') segments++;
      if (name === 'trkpt') {
        point = {
          ...emptyPoint(Math.max(0, segments - 1)),
          lat: numberOrNull(attributes.lat),
          lng: numberOrNull(attributes.lon),
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
        else if (name === 'cad' || name === 'cadence') point.cadence = numberOrNull(text);
        else if (name === 'power' || name === 'PowerInWatts') point.power = numberOrNull(text);
        return;
      }
      if (tracks === 1 && parent === 'trk' && name === 'name') trackName = text;
      if (tracks === 1 && parent === 'trk' && name === 'type') type = text;
      if (parent === 'metadata' && name === 'name') metadataName = text;
      if ((parent === 'metadata' || parent === 'gpx') && name === 'time') metadataTimeMs = timeOrNull(text);
    },
    result() {
      const name = trackName || metadataName;
      return {
        format: 'gpx',
        sport: sportFromText(type),
        name: name || null,
        points,
        metadataTimeMs,
        deviceElevation: null,
      };
    },
  };
}
