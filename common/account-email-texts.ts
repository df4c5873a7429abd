// Visible texts of email: password reset, address verification, address change, unsubscribe
// (issue 18). The spec has none of these; they are ours.

export const ACCOUNT_EMAIL_MESSAGES = {
  // Always the same answer, whether or not an account has the address (issue 18, point 1).
  resetRequested: 'If an account exists for that address, we sent a link to reset the password. It works for 1 hour.',
  resetLinkInvalid: 'This reset link is invalid, expired or already used. Ask for a new one.',
  verifyLinkInvalid: 'This confirmation link is invalid, expired or already used. Ask for a new one in Settings.',
  emailVerified: 'Your email address is confirmed.',
  emailChanged: 'Your email address is changed and confirmed.',
  verificationSent: (email: string) => `We sent a confirmation link to ${email}.`,
  alreadyVerified: 'Your email address is already confirmed.',
  sameEmail: 'That is already your email address.',
  emailInUse: 'An account with that email already exists',
  tooManyEmails: 'Too many email requests. Please wait a while and try again.',
  verifyToPostPublicly: 'Confirm your email address to post publicly. Until then you can post to friends or only you.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

export const UNSUBSCRIBE_LISTS = ['digest', 'messages'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

/** What the unsubscribe page says once done, per kind of email. */
export const UNSUBSCRIBED_TEXT: Record<UnsubscribeList, string> = {
  digest: 'You will no longer get digest emails about new followers, likes and comments.',
  messages: 'You will no longer get emails about unread messages.',
};

export const ACCOUNT_EMAIL_TEXTS = {
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email address of your account. We will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  resetTitle: 'Choose a new password',
  resetIntro: 'Every other device signed in to your account will be signed out, and your API tokens will stop working.',
  setPassword: 'Set new password',
  passwordChanged: 'Password changed',
  verifyTitle: 'Confirm your email address',
  bannerText: (email: string) =>
    `Please confirm your email address (${email}) with the link we sent you. Until then you can post to friends and only you, not publicly.`,
  resend: 'Send the link again',
  unsubscribeTitle: 'Email preferences',
} as const;
