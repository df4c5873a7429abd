import type { Sport } from '@common/schemas/activities';
import type { Queryable } from '../../db/pool';
import type { Track } from './track';

// What other modules do when an activity is saved (segments match it, training load is worked
// out), without the activities module knowing them: they register here when their module is
// registered, and the import runs every hook inside its transaction, after the activity and its
// track are written. A hook that fails rolls the import back: nothing half-saved.

export interface SavedActivity {
  id: number;
  userId: number;
  sport: Sport | null;
  startedAt: Date;
  visibility: string;
}

export type ActivitySavedHook = (tx: Queryable, activity: SavedActivity, track: Track) => Promise<void>;

// A set: several app instances in one process (the tests) register the same hook once.
const savedHooks = new Set<ActivitySavedHook>();

/** Runs `hook` for every activity saved from now on (a module calls it when it is registered). */
export function onActivitySaved(hook: ActivitySavedHook): void {
  savedHooks.add(hook);
}

export async function runSavedHooks(tx: Queryable, activity: SavedActivity, track: Track): Promise<void> {
  for (const hook of savedHooks) await hook(tx, activity, track);
}

/** Who reads an activity's page, and whose activity it is. */
export interface ActivityPageReader {
  activityId: number;
  ownerId: number;
  sport: Sport | null;
  viewerId: number;
  isOwner: boolean;
  /** The activity's own figures, from the page's row, so that a section need not read them again. */
  movingSeconds: number | null;
  avgHeartRate: number | null;
}

/**
 * A part of an activity's page that another module adds (segment efforts, time in heart-rate
 * zones): an object whose keys join the page's JSON. Its fields are declared in the page's
 * schema (common/schemas/responses/activities.ts) like the page's own.
 */
export type ActivityPageSection = (db: Queryable, reader: ActivityPageReader) => Promise<Record<string, unknown>>;

const pageSections = new Set<ActivityPageSection>();

/** Adds `section` to every activity page read from now on (a module calls it when it is registered). */
export function addActivityPageSection(section: ActivityPageSection): void {
  pageSections.add(section);
}

/** The page's added fields, every section read at once. */
export async function readPageSections(db: Queryable, reader: ActivityPageReader): Promise<Record<string, unknown>> {
  const parts = await Promise.all([...pageSections].map((section) => section(db, reader)));
  return Object.assign({}, ...parts);
}
