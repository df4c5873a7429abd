// What other features may use of the activities feature (issue 31): an activity's card in the
// feed, the runs tab of the workouts page (loaded when first shown, in its own chunk), the
// progress section, and the settings sections for API tokens and privacy zones. The activity
// page is loaded lazily by the router, by path.
export { ActivityPostCard } from './components/activity-post-card';
export { ActivityProgress } from './components/activity-progress';
export { ApiTokensSection } from './components/api-tokens-section';
export { PrivacyZonesSection } from './components/privacy-zones-section';
export { ActivitiesPanel } from './lazy';
