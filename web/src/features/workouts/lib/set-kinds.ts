import type { SetKind } from '@common/schemas/workout-logs';

/** How each kind of set is named in the logger and in history. */
export const SET_KIND_LABELS: Record<SetKind, string> = {
  normal: 'Normal',
  warmup: 'Warm-up',
  dropset: 'Drop set',
  failure: 'Failure',
};

/** The letter a set row shows instead of its number for a set that is not a normal one. */
export const SET_KIND_MARKS: Record<SetKind, string | null> = {
  normal: null,
  warmup: 'W',
  dropset: 'D',
  failure: 'F',
};
