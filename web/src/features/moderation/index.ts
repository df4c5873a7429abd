// What other features may use of the moderation feature (issue 31): reporting a post or comment,
// the block and report menu of a profile, and the blocked members of the privacy settings.
export { BlockedMembersSection } from './components/blocked-members-section';
export { ProfileModerationMenu } from './components/profile-moderation-menu';
export { ReportButton } from './components/report-button';
export { ReportDialog } from './components/report-dialog';
