// What other features may use of the activities feature (issue 31): an activity's card in the
// feed, the runs tab of the workouts page (loaded when first shown, in its own chunk), the
// progress section, the settings sections for API tokens and privacy zones, and the parts the
// activity page (app/pages, as it also shows other features' sections) and the segment pages use.

export { useActivity } from './api/activities';
export { ActivityCharts } from './components/activity-charts';
export { ActivityMap } from './components/activity-map';
export { ActivityPostCard } from './components/activity-post-card';
export { ActivityProgress } from './components/activity-progress';
export { ApiTokensSection } from './components/api-tokens-section';
export { OwnerControls } from './components/owner-controls';
export { PrivacyZonesSection } from './components/privacy-zones-section';
export { SplitsTable } from './components/splits-table';
export { ActivitiesPanel } from './lazy';
export {
  type DistanceUnit,
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  showsSpeed,
} from './lib/format';
export { useDistanceUnit } from './lib/use-distance-unit';
