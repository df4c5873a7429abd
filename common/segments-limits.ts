// Limits of segments (issue 32 item 1), without zod: segments-texts.ts states them in its messages,
// and the schemas (./schemas/segments.ts) and the matching enforce them.

export const SEGMENT_LIMITS = {
  minLengthM: 200,
  maxLengthM: 100_000,
  /** An activity passes a gate when it comes this close to the segment's start or end (metres). */
  gateM: 25,
  /** ...and stays this close to the segment's path in between (metres). */
  corridorM: 35,
  /** The matched stretch's length may differ from the segment's by this fraction at most. */
  lengthTolerance: 0.25,
  /** At most this many points of the path go to the page's map and elevation profile. */
  pathMaxPoints: 1000,
  /** The viewer's own efforts the segment page lists (latest first). */
  ownEffortsMax: 50,
  /** Characters of a segment's name (the create form counts them). */
  nameMax: 100,
} as const;
