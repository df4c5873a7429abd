// What other features may use of the coach (issue 33): the suggestions worked out in the browser
// for the logger, the plan view and the today card; the logger's note and the plan's next-session
// line; the exercise page's section; the settings section; and what a workout kept on the device
// adds to the history before it syncs.
export { useExerciseSuggestion } from './api/get-suggestion';
export { CoachNote } from './components/coach-note';
export { CoachSettingsSection } from './components/coach-settings-section';
export { ExerciseCoachSection } from './components/exercise-coach-section';
export { NextSession } from './components/next-session';
export { formatSets, nextSessionText, progressionText } from './lib/format-suggestion';
export { rememberPendingWorkout } from './lib/pending-sessions';
export { type PlanEntry, suggestFromHistory } from './lib/suggest-from-history';
export { useSuggestions } from './lib/use-suggestions';
