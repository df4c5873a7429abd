import { appLink, type MessageBuilder, renderEmail } from '../mail';
import { findRecipient, findRecipientByEmail } from './account-repository';
import { utcStamp } from './format';
import { issueToken } from './tokens-repository';

/**
 * A reset asked for an address. The request only queued it (the same work for every address), so
 * this is where an unknown address, or a suspended member, is quietly dropped.
 */
export const buildPasswordReset: MessageBuilder = async (job, { tx, config }) => {
  const member = await findRecipientByEmail(tx, String(job.payload.email ?? ''));
  if (!member || member.suspended_at) return null;
  const token = await issueToken(tx, 'reset', member.id, member.email);
  const url = appLink(config, `/reset-password?token=${token}`);
  return {
    to: member.email,
    ...renderEmail('Reset your FitCircle password', {
      heading: 'Reset your password',
      paragraphs: [
        `Hi ${member.name},`,
        `Someone asked to reset the password of the FitCircle account @${member.username}. If it was you, choose a new password here:`,
      ],
      button: { label: 'Choose a new password', url },
      after: [
        'The link works once, for 1 hour; asking again replaces it. Setting a new password signs out every device signed in to your account.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
    }),
  };
};

/** After a reset or a change in Settings: a member who did not do it learns at once. */
export const buildPasswordChanged: MessageBuilder = async (job, { tx, config }) => {
  const member = job.user_id ? await findRecipient(tx, job.user_id) : undefined;
  if (!member) return null;
  return {
    to: member.email,
    ...renderEmail('Your FitCircle password was changed', {
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${member.name},`,
        `The password of your FitCircle account @${member.username} was changed on ${utcStamp()}. Every other device signed in to your account was signed out, and your API tokens were revoked.`,
      ],
      after: ['If this was not you, reset your password now and check your email address in Settings:'],
      button: { label: 'Reset my password', url: appLink(config, '/forgot-password') },
    }),
  };
};
