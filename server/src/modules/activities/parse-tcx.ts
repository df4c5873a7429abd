import { numberOrNull, type ParsedFile, type RawPoint, sportFromText, timeOrNull } from './parsed-file';
import { list, textOf } from './xml-document';

type Node = Record<string, unknown>;

function pointOf(tp: Node): RawPoint {
  const position = (tp.Position ?? null) as Node | null;
  const heart = (tp.HeartRateBpm ?? null) as Node | null;
  return {
    timeMs: timeOrNull(textOf(tp.Time)),
    lat: numberOrNull(textOf(position?.LatitudeDegrees)),
    lng: numberOrNull(textOf(position?.LongitudeDegrees)),
    ele: numberOrNull(textOf(tp.AltitudeMeters)),
    hr: numberOrNull(textOf(heart?.Value)),
    dist: numberOrNull(textOf(tp.DistanceMeters)),
  };
}

/**
 * Garmin Training Center (TCX): the first activity's laps, tracks and track points. Indoor
 * activities have points without a position but with the device's distance and heart rate.
 */
export function parseTcx(doc: Node): ParsedFile {
  const root = doc.TrainingCenterDatabase as Node;
  const activities = list<Node>((root.Activities as Node | undefined)?.Activity);
  const activity = activities[0];
  const points: RawPoint[] = [];
  for (const lap of list<Node>(activity?.Lap)) {
    for (const track of list<Node>(lap.Track)) {
      for (const tp of list<Node>(track.Trackpoint)) points.push(pointOf(tp));
    }
  }
  const notes = textOf(activity?.Notes)?.trim();
  return { format: 'tcx', sport: sportFromText(activity?.['@_Sport'] as string), name: notes || null, points };
}
