// What the rest of the app may use of the people feature (issue 31): a member's profile (its
// query, header, skeleton and edit form), the follow counts' first-load query, the settings tabs
// it owns, people search and results, the Explore tab, the dashboard's profile summary, and the
// dashboard's friend suggestions (loaded when first shown, in its own chunk), and the follow call
// (the chat's Follow to reply). Its own pages are loaded lazily by the router, by path.
export { useFollowUser } from './api/follow-user';
export { followCountsOptions } from './api/get-follow-counts';
export { useProfile } from './api/get-profile';
export { useSettings } from './api/get-settings';
export { EditProfileForm } from './components/edit-profile-form';
export { ExplorePeopleTab } from './components/explore-people-tab';
export { PeopleResults } from './components/people-results';
export { PeopleSearchInput } from './components/people-search-input';
export { ProfileHeader } from './components/profile-header';
export { ProfileSkeleton } from './components/profile-skeleton';
export { ProfileSummaryCard } from './components/profile-summary-card';
export { SettingsAccountTab } from './components/settings/settings-account-tab';
export { SettingsNotificationsTab, SettingsPrivacyTab } from './components/settings/settings-choices-tabs';
export { SettingsProfileTab } from './components/settings/settings-profile-tab';
export { FriendSuggestionsCard } from './lazy';
