// A member's privacy and notification settings (D5): stored choices and their defaults. Who a
// choice lets in is the access module's rule.

// What depends on a choice follows its change (issue 34: challenge standings).
export { onWorkoutAudienceChanged, type WorkoutAudienceHook } from './change-hooks';
export { getSettings, updateSettings } from './settings-repository';
