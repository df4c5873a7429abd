// Visible texts the spec fixes (sections 5, 8, 9; DECISIONS D9). Used as written; a limit's figure
// comes from the limit itself (./limits.ts), so the two cannot drift.

import { LIMITS, MB } from './limits';

export const MESSAGES = {
  usernameMin: `Username must be at least ${LIMITS.usernameMin} characters`,
  usernameMax: `Username must be at most ${LIMITS.usernameMax} characters`,
  /** Sign-in takes a username or an email address: longer than any address can be. */
  loginNameMax: `Username or email must be at most ${LIMITS.emailMax} characters`,
  usernameChars: 'Username can only contain letters, numbers, dots and underscores',
  usernameDigitsOnly: 'Username needs at least one letter, dot or underscore',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordMax: `Password must be at most ${LIMITS.passwordMax} characters`,
  passwordsDontMatch: 'Passwords do not match',
  postEmpty: 'Post cannot be empty',
  commentEmpty: 'Comment cannot be empty',
  imageTooLarge: `Maximum image size is ${LIMITS.imageMaxBytes / MB}MB.`,
  videoTooLarge: `Maximum video size is ${LIMITS.videoMaxBytes / MB}MB.`,
  onlyImageOrVideo: 'Only image and video files are allowed.',
  videoTooLong: `Videos must be ${LIMITS.videoMaxSeconds} seconds or less. Please upload a shorter video.`,
  profileImageTooLarge: `File is too large. Maximum size is ${LIMITS.imageMaxBytes / MB}MB.`,
  profileImageInvalidType: 'Invalid file type. Accepted types: image/*',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  bioMax: `Bio must be ${LIMITS.bioMax} characters or less`,
  heightMin: `Height must be at least ${LIMITS.heightMinCm}cm`,
  heightMax: `Height must be at most ${LIMITS.heightMaxCm}cm`,
  weightMin: `Weight must be at least ${LIMITS.weightMinKg}kg`,
  weightMax: `Weight must be at most ${LIMITS.weightMaxKg}kg`,
  settingsNameMin: `Name must be at least ${LIMITS.settingsNameMin} characters.`,
  settingsPasswordMin: `Password must be at least ${LIMITS.passwordMin} characters.`,
  invalidUrl: 'Please enter a valid URL',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have permission to do that',
  crossSite: 'Cross-site request refused',
  notFound: 'Not found',
  nulCharacter: 'Text cannot contain the NUL character (\\u0000)',
  urlInvalid: 'This address is not valid: check its %-escapes',
  urlTooLong: 'A part of this address is too long',
  serverError: 'Something went wrong on our side. Please try again.',
  accountSuspended: 'Your account has been suspended. Contact support if you think this is a mistake.',
} as const;

export const TOASTS = {
  registrationFailed: 'Registration failed',
  registrationFallback: 'Something went wrong. Please try again.',
  loginFailed: 'Login failed',
  loginFallback: 'Invalid username or password',
  logoutFailed: 'Logout failed',
  logoutFallback: 'Something went wrong. Please try again.',
  accountCreated: 'Account created!',
  loginSuccessful: 'Login successful!',
  welcomeBack: 'Welcome back!',
  registrationSuccessful: 'Registration successful!',
  loggedOut: 'Logged out',
  accessDenied: 'Access Denied',
  accessDeniedMessage: 'You do not have permission to access the admin area.',
  authRequired: 'Authentication required',
  signInToLike: 'Please sign in to like posts',
} as const;

export const PLACEHOLDERS = {
  headerSearchDesktop: 'Search workouts, people, or gyms...',
  headerSearchMobile: 'Search...',
} as const;

export const NOT_FOUND_TEXTS = {
  heading: '404 Page Not Found',
  body: 'Did you forget to add the page to the router?',
} as const;
