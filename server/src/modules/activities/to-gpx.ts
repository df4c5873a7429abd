import type { Queryable } from '../../db/pool';
import type { ActivityRow } from './activity-row';
import { firstTimed, isTimed, startsSegment, type Track } from './track';
import { decodeTrack, TRACK_COLUMNS, type TrackRow } from './track-codec';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const GPX_TYPE: Record<string, string> = {
  run: 'running',
  ride: 'cycling',
  walk: 'walking',
  hike: 'hiking',
  swim: 'swimming',
};

/** A point's extensions: heart rate and cadence in Garmin's TrackPointExtension, power beside it. */
function extensionsOf(track: Track, i: number): string {
  const tpx: string[] = [];
  if (track.hr && track.hr[i] > 0) tpx.push(`<gpxtpx:hr>${track.hr[i]}</gpxtpx:hr>`);
  if (track.cadence && track.cadence[i] > 0) tpx.push(`<gpxtpx:cad>${track.cadence[i]}</gpxtpx:cad>`);
  const power = track.power && track.power[i] > 0 ? `<power>${track.power[i]}</power>` : '';
  if (tpx.length === 0 && !power) return '';
  const garmin = tpx.length ? `<gpxtpx:TrackPointExtension>${tpx.join('')}</gpxtpx:TrackPointExtension>` : '';
  return `<extensions>${power}${garmin}</extensions>`;
}

/**
 * A track as GPX 1.1 (heart rate and cadence in Garmin's TrackPointExtension, which Strava and
 * others read; power as the `power` extension they read too). Each of the file's track segments is
 * its own `<trkseg>`, and a point the file gave no time is written without one.
 */
export function trackToGpx(track: Track, meta: { title: string; sport: string | null }): string {
  const segments: string[][] = [];
  for (let i = 0; i < track.length; i++) {
    if (i === 0 || startsSegment(track, i)) segments.push([]);
    const ele = track.ele && !Number.isNaN(track.ele[i]) ? `<ele>${track.ele[i].toFixed(1)}</ele>` : '';
    const time = isTimed(track, i) ? `<time>${new Date(track.timeMs[i]).toISOString()}</time>` : '';
    segments[segments.length - 1].push(
      `<trkpt lat="${track.lat![i].toFixed(7)}" lon="${track.lng![i].toFixed(7)}">${ele}${time}${extensionsOf(track, i)}</trkpt>`,
    );
  }
  const type = meta.sport ? `\n    <type>${GPX_TYPE[meta.sport] ?? meta.sport}</type>` : '';
  const first = firstTimed(track);
  const trksegs = segments.map((lines) => `    <trkseg>\n${lines.join('\n')}\n    </trkseg>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="FitCircle" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
  <metadata><time>${new Date(track.timeMs[first]).toISOString()}</time></metadata>
  <trk>
    <name>${escapeXml(meta.title)}</name>${type}
${trksegs}
  </trk>
</gpx>
`;
}

/**
 * The GPX of an activity's whole route (every recorded point, privacy zones NOT applied: for the
 * owner only, e.g. the owner's GPX download and the data export of issue 15). Null when the
 * activity does not exist or has no GPS (an indoor activity has no route to write).
 */
export async function activityToGpx(db: Queryable, activityId: number): Promise<string | null> {
  const { rows } = await db.query<TrackRow & Pick<ActivityRow, 'title' | 'sport'>>(
    `select a.title, a.sport, ${TRACK_COLUMNS}
     from activities a join activity_tracks t on t.activity_id = a.id where a.id = $1`,
    [activityId],
  );
  if (!rows[0]?.lat) return null;
  return trackToGpx(decodeTrack(rows[0]), rows[0]);
}
