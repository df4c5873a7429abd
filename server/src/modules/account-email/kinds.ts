/** The kinds of account email this module builds (mail_outbox.kind). */
export const ACCOUNT_MAIL = {
  passwordReset: 'password_reset',
  passwordChanged: 'password_changed',
  verifyEmail: 'verify_email',
  emailChanged: 'email_changed',
} as const;

/** A reset link works for this long after it is made (issue 18). */
export const RESET_TOKEN_TTL = '1 hour';
/** A confirmation link works for a day: sign-up mail is often read later. */
export const VERIFY_TOKEN_TTL = '24 hours';
