// Visible texts of the people domain (spec sections 2, 5, 8; DECISIONS D9). The spec's own words
// are used as written; texts it leaves open are ours and marked so.

import { LIMITS } from './limits';

export const PEOPLE_MESSAGES = {
  // Server validation the spec leaves open (ours).
  dateOfBirthRange: `Date of birth must be between ${LIMITS.dateOfBirthMin} and today`,
  dateOfBirthInvalid: 'Please enter a valid date',
  heightNumber: 'Height must be a number',
  weightNumber: 'Weight must be a number',
  bodyTypeInvalid: 'Please choose a body type from the list',
  fitnessGoalInvalid: 'Please choose a fitness goal from the list',
  activityLevelInvalid: 'Please choose an activity level from the list',
  profileImageNotYours: 'That picture was not uploaded by this member',
  /** Ours: the app shows only pictures it serves itself (its CSP blocks every other site). */
  profileImageOutside: 'Only pictures uploaded to FitCircle can be used. Please upload your picture instead.',
  cannotFollowSelf: 'You cannot follow yourself',
  userNotFound: 'User not found',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must be different from the current one',
  followingIdRequired: 'followingId must be a member id',
  searchTooLong: `Search text must be at most ${LIMITS.searchTextMax} characters`,
  /** Ours: the next page of a search starts after a member whose account is gone. */
  searchBeforeGone: 'The member `before` names is gone (account deleted): search again from the first page',
} as const;

export const PEOPLE_TOASTS = {
  error: 'Error',
  following: 'Following',
  followingNamed: (name: string) => `You are now following ${name}`,
  unfollowed: 'Unfollowed',
  unfollowedNamed: (name: string) => `You have unfollowed ${name}`,
  followFailedDashboard: 'Failed to follow user.',
  followFailed: 'Failed to follow user. Please try again.',
  unfollowFailed: 'Failed to unfollow user. Please try again.',
  followNoUser: 'Unable to follow user. Please try logging in again.',
  unfollowNoUser: 'Unable to unfollow user. Please try logging in again.',
  profileUpdated: 'Profile updated',
  profileUpdatedMessage: 'Your profile information has been updated successfully.',
  profileUpdateFailed: 'Failed to update profile',
  profilePictureUpdated: 'Profile picture updated',
  fileUploaded: 'File uploaded',
  uploadFailed: 'Upload failed',
  updateFailed: 'Update failed',
  updateFailedMessage: 'An error occurred while updating your profile.',
  passwordChanged: 'Password changed',
  passwordChangedMessage: 'Your other sessions have been signed out and your API tokens revoked.',
  passwordChangeFailed: 'Password change failed',
  accountDeleted: 'Account deleted',
  accountDeletedMessage: 'Your account and everything in it have been removed.',
  deletionFailed: 'Deletion failed',
  success: 'Success',
  privacySaved: 'Your privacy settings have been saved.',
  notificationsSaved: 'Your notification settings have been saved.',
} as const;

export const PEOPLE_TEXTS = {
  // Find People to Follow (/friends)
  friendsTitle: 'Find People to Follow',
  friendsSearchPlaceholder: 'Search for fitness enthusiasts by name or username...',
  /** The same on a phone, where the spec's text does not fit the field (issue 16; ours). */
  friendsSearchPlaceholderShort: 'Name or username...',
  friendsSignedOut: 'Sign In to Connect with Fitness Enthusiasts',
  suggestionsTab: 'Suggestions',
  followingTab: 'Following',
  followersTab: 'Followers',
  followingHeading: 'People You Follow',
  followingLoading: 'Loading people you follow...',
  followingEmpty: "You're not following anyone yet.",
  followingEmptyHint: 'Find people to follow in the Suggestions tab.',
  followersHeading: 'Your Followers',
  followersLoading: 'Loading your followers...',
  followersEmpty: "You don't have any followers yet.",
  suggestionsLoading: 'Loading suggestions...',
  noFilterMatches: 'Nobody here matches your search.',
  followBack: 'Follow Back',
  // Find People (/follows)
  findPeopleTitle: 'Find People',
  findPeoplePlaceholder: 'Search by name or username...',
  searchResults: 'Search Results',
  noUsersFound: 'No users found matching',
  suggestedPeople: 'Suggested People',
  noSuggestions: 'No suggestions available at the moment',
  // Search Users (/search)
  searchTitle: 'Search',
  searchPlaceholder: 'Search people by name or username...',
  searchPlaceholderShort: 'People, gyms, workouts...',
  peopleSection: 'People',
  /** A `?q=` longer than the search accepts was cut (ours; the first sentence is the server's). */
  searchShortened: (max: number) =>
    `Search text must be at most ${max} characters, so only the first ${max} are searched.`,
  // Profile
  signInToViewProfiles: 'Sign In to View Profiles',
  userNotFound: 'User Not Found',
  goHome: 'Go Home',
  certifiedTrainer: 'Certified Trainer',
  editProfile: 'Edit Profile',
  privateProfile: 'This profile is private',
  privateProfileHint: 'Only their name, picture and counts are shown.',
  friendsOnlyProfile: 'This profile is visible to friends only',
  friendsOnlyProfileHint: 'Follow each other to see their details and posts.',
  postsTab: 'Posts',
  fitnessTab: 'Fitness',
  savedTab: 'Saved',
  createPost: 'Create Post',
  // Edit Profile
  saving: 'Saving...',
  saveChanges: 'Save Changes',
  uploading: 'Uploading...',
  // Settings
  settingsTitle: 'Settings',
  /** Ours: Settings offers the upload, not the spec's Picture URL box (pictures elsewhere cannot be shown). */
  pictureUploadHint: 'Upload a photo from your device. Links to pictures on other websites cannot be shown.',
  deleteAccountConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  downloadData: 'Download my data',
  dangerZone: 'Danger Zone',
} as const;
