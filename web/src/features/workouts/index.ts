// What the rest of the app may use of the workouts feature (issue 31): plans, stats and the
// calendar's first-load queries, the sidebar's fitness goal, the exercise picker and recent
// exercises, the wording of times, days, volumes and set kinds, a workout's card in the feed, a
// member's plans on their profile, the Explore tab and search results, and the dashboard's
// suggested workouts (loaded when first shown, in its own chunk). Its pages are loaded lazily by
// the router, by path.
export { useRecentExercises } from './api/exercise-picks';
export { activePlanOptions, myPlansListOptions, recommendedListOptions } from './api/get-plans';
export { activityOptions, calendarOptions } from './api/stats';
export { ExercisePicker } from './components/exercise-picker';
export { ExploreWorkoutsTab } from './components/explore-workouts-tab';
export { FitnessGoalPanel } from './components/fitness-goal-panel';
export { UserWorkoutPlans } from './components/user-workout-plans';
export { WorkoutPostCard } from './components/workout-post-card';
export { WorkoutSearchResults } from './components/workout-search-results';
export { SuggestedWorkoutsCard, TodaysTargetsCard } from './lazy';
export { currentMonthGrid } from './lib/calendar-grid';
export { formatClock, formatDay, formatVolume } from './lib/format';
export { SET_KIND_LABELS, SET_KIND_MARKS } from './lib/set-kinds';
