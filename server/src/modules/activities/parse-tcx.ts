import { emptyPoint, numberOrNull, type ParsedFile, type RawPoint, sportFromText, timeOrNull } from './parsed-file';
import type { XmlReader } from './xml-document';

/**
 * Garmin Training Center (TCX): the track points of the file's first activity, with heart rate,
 * cadence (`Cadence`, or the run cadence `RunCadence` of the ActivityExtension) and power
 * (`TPX/Watts`). Indoor activities have points without a position but with the device's distance
 * and heart rate. The activity's `<Id>` is its start time as the device wrote it.
 */
export function tcxReader(): XmlReader & { result(): ParsedFile } {
  const points: RawPoint[] = [];
  let point: RawPoint | null = null;
  let activities = 0;
  let sport: string | null = null;
  let notes: string | null = null;
  let idTimeMs: number | null = null;
  return {
    texts: new Set([
      'Time',
      'LatitudeDegrees',
      'LongitudeDegrees',
      'AltitudeMeters',
      'DistanceMeters',
      'Value',
      'Cadence',
      'RunCadence',
      'Watts',
      'Notes',
      'Id',
    ]),
    open(name, attributes) {
      if (name === 'Activity' && ++activities === 1) sport = attributes.Sport ?? null;
      if (name === 'Trackpoint' && activities === 1) point = emptyPoint();
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
        else if (name === 'Cadence' || name === 'RunCadence') point.cadence = numberOrNull(text);
        else if (name === 'Watts') point.power = numberOrNull(text);
        return;
      }
      if (name === 'Notes' && parent === 'Activity' && activities === 1) notes = text;
      if (name === 'Id' && parent === 'Activity' && activities === 1) idTimeMs = timeOrNull(text);
    },
    result() {
      return {
        format: 'tcx',
        sport: sportFromText(sport),
        name: notes || null,
        points,
        metadataTimeMs: idTimeMs,
        deviceElevation: null,
      };
    },
  };
}
