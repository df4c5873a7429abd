import { type EventMesg, type Mesg, Profile, type RecordMesg } from '@garmin/fitsdk';

// The event types that stop a FIT activity's timer (a pause, manual or auto, or the end).
const TIMER_STOPS = new Set(['stop', 'stopAll', 'stopDisable', 'stopDisableAll']);

/** A message's time, in whatever unit the decoder gives (compared only with another's); null if none. */
const stampOf = (mesg: RecordMesg | EventMesg) => (mesg.timestamp === undefined ? null : Number(mesg.timestamp));

export interface FitTimer {
  /** For the decoder's `mesgListener`: sees every message in file order. */
  listen(mesgNum: number, mesg: Mesg): void;
  /**
   * Each record's track segment, in the order of the file's records; null for a record the device
   * logged while its timer was stopped (not part of the activity). Every record in segment 0 when
   * the file's timer events would leave none at all (a writer's stray stop).
   */
  segments(): (number | null)[];
}

/**
 * Follows a FIT file's timer (its `event: timer` messages) through the records. A watch marks a
 * pause with a timer stop and the resume with a start: what lies between is not distance covered
 * (the member may walk or ride away while paused), so the records after a resume start a new track
 * segment, exactly as a new `<trkseg>` does in GPX. A record stamped at the very second the timer
 * stopped is the last sample before the pause and stays in its segment.
 */
export function fitTimer(): FitTimer {
  const recordSegments: (number | null)[] = [];
  let segment = 0;
  let stoppedAt: number | null = null;
  return {
    listen(mesgNum, mesg) {
      if (mesgNum === Profile.MesgNum.RECORD) {
        const at = stampOf(mesg as RecordMesg);
        if (stoppedAt === null) recordSegments.push(segment);
        else recordSegments.push(at !== null && at <= stoppedAt ? segment - 1 : null);
        return;
      }
      if (mesgNum !== Profile.MesgNum.EVENT) return;
      // Enum values as words: the parser reads with convertTypesToStrings.
      const event = mesg as EventMesg;
      if (String(event.event) !== 'timer') return;
      const type = String(event.eventType);
      if (TIMER_STOPS.has(type) && stoppedAt === null) {
        stoppedAt = stampOf(event) ?? Number.NEGATIVE_INFINITY;
        segment++;
      } else if (type === 'start') stoppedAt = null;
    },
    segments() {
      if (recordSegments.every((s) => s === null)) return recordSegments.map(() => 0);
      return recordSegments;
    },
  };
}
