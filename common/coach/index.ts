// The coach's rules (issue 33): one module for the server, the logger and the offline app.

export { type DatedPlanEntry, nextPlanEntry } from './plan-day';
export { RTS_TABLE, rtsPercent, setRpe } from './rts';
export { entryOccurrences, isWorkingSet, withPendingSessions } from './sessions';
export { DEFAULT_BAR, DEFAULT_STEPS, defaultCoachSettings, loadableWeights, stepFor } from './steps';
export { type SuggestInput, suggestNextSession } from './suggest';
export { warmupRamp } from './warmups';
