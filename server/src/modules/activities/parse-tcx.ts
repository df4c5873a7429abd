import { numberOrNull, type ParsedFile, type RawPoint, sportFromText, timeOrNull } from './parsed-file';
import type { XmlReader } from './xml-document';

/**
 * Garmin Training Center (TCX): the track points of the file's first activity. Indoor activities
 * have points without a position but with the device's distance and heart rate.
 */
export function tcxReader(): XmlReader & { result(): ParsedFile } {
  const points: RawPoint[] = [];
  let point: RawPoint | null = null;
  let activities = 0;
  let sport: string | null = null;
  let notes: string | null = null;
  return {
    texts: new Set([
      'Time',
      'LatitudeDegrees',
      'LongitudeDegrees',
      'AltitudeMeters',
      'DistanceMeters',
      'Value',
      'Notes',
    ]),
    open(name, attributes) {
      if (name === 'Activity' && ++activities === 1) sport = attributes.Sport ?? null;
      if (name === 'Trackpoint' && activities === 1) {
        point = { timeMs: null, lat: null, lng: null, ele: null, hr: null, dist: null };
      }
    },
    close(name, text, parent) {
      if (point) {
        if (name === 'Trackpoint') {
          points.push(point);
          point = null;
        } else if (name === 'Time') point.timeMs = timeOrNull(text);
        else if (name === 'LatitudeDegrees') point.lat = numberOrNull(text);
        else if (name === 'LongitudeDegrees') point.lng = numberOrNull(text);
        else if (name === 'AltitudeMeters') point.ele = numberOrNull(text);
        else if (name === 'DistanceMeters') point.dist = numberOrNull(text);
        else if (name === 'Value' && parent === 'HeartRateBpm') point.hr = numberOrNull(text);
        return;
      }
      if (name === 'Notes' && parent === 'Activity' && activities === 1) notes = text;
    },
    result() {
      return { format: 'tcx', sport: sportFromText(sport), name: notes || null, points };
    },
  };
}
