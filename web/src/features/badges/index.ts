// What other features may use of the badges feature (issue 31): a member's badges on their
// profile, and the verification request card of the profile editor.
export { ProfileBadges } from './components/profile-badges';
export { VerificationCard } from './components/verification-card';
