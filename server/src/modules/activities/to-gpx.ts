import type { Queryable } from '../../db/pool';
import type { ActivityRow } from './activity-row';
import type { Track } from './track';
import { decodeTrack, type TrackRow } from './track-codec';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const GPX_TYPE: Record<string, string> = {
  run: 'running',
  ride: 'cycling',
  walk: 'walking',
  hike: 'hiking',
  swim: 'swimming',
};

/** A track as GPX 1.1 (heart rate in Garmin's TrackPointExtension, which Strava and others read). */
export function trackToGpx(track: Track, meta: { title: string; sport: string | null }): string {
  const lines: string[] = [];
  for (let i = 0; i < track.length; i++) {
    const ele = track.ele && !Number.isNaN(track.ele[i]) ? `<ele>${track.ele[i].toFixed(1)}</ele>` : '';
    const time = `<time>${new Date(track.timeMs[i]).toISOString()}</time>`;
    const hr =
      track.hr && track.hr[i] > 0
        ? `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${track.hr[i]}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>`
        : '';
    lines.push(`<trkpt lat="${track.lat![i].toFixed(7)}" lon="${track.lng![i].toFixed(7)}">${ele}${time}${hr}</trkpt>`);
  }
  const type = meta.sport ? `\n    <type>${GPX_TYPE[meta.sport] ?? meta.sport}</type>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="FitCircle" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
  <metadata><time>${new Date(track.timeMs[0]).toISOString()}</time></metadata>
  <trk>
    <name>${escapeXml(meta.title)}</name>${type}
    <trkseg>
${lines.join('\n')}
    </trkseg>
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
    `select a.title, a.sport, t.time_ms, t.lat, t.lng, t.ele, t.hr, t.dist
     from activities a join activity_tracks t on t.activity_id = a.id where a.id = $1`,
    [activityId],
  );
  if (!rows[0]?.lat) return null;
  return trackToGpx(decodeTrack(rows[0]), rows[0]);
}
