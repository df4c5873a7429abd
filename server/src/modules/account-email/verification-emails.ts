import { appLink, type MessageBuilder, renderEmail } from '../mail';
import { findRecipient } from './account-repository';
import { maskEmail, utcStamp } from './format';
import { issueToken } from './tokens-repository';

const sameAddress = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * A confirmation link for the sign-up address, or for a new address the member asked for. A job
 * whose address is no longer waiting (already confirmed, or another change asked since) is dropped.
 */
export const buildVerifyEmail: MessageBuilder = async (job, { tx, config }) => {
  const member = job.user_id ? await findRecipient(tx, job.user_id) : undefined;
  const address = String(job.payload.email ?? '');
  if (!member || member.suspended_at) return null;
  const isChange = !sameAddress(address, member.email);
  if (isChange ? !sameAddress(address, member.pending_email) : member.email_verified_at) return null;
  const token = await issueToken(tx, 'verify', member.id, address);
  const url = appLink(config, `/verify-email?token=${token}`);
  const subject = isChange ? 'Confirm your new FitCircle email address' : 'Confirm your FitCircle email address';
  return {
    to: address,
    ...renderEmail(subject, {
      heading: isChange ? 'Confirm your new email address' : 'Welcome to FitCircle: confirm your email',
      paragraphs: [
        `Hi ${member.name},`,
        isChange
          ? `You asked to use ${address} for your FitCircle account @${member.username}. It replaces your current address once you confirm it:`
          : `Please confirm that ${address} is the email address of your new FitCircle account @${member.username}. Until then you can post to friends and only you, not publicly.`,
      ],
      button: { label: 'Confirm this address', url },
      after: ['The link works for 24 hours. If you did not ask for this, ignore this email.'],
    }),
  };
};

/** To the old address, once the new one is confirmed and has replaced it. */
export const buildEmailChanged: MessageBuilder = async (job, { tx, config }) => {
  const member = job.user_id ? await findRecipient(tx, job.user_id) : undefined;
  const oldEmail = String(job.payload.oldEmail ?? '');
  if (!member || !oldEmail) return null;
  return {
    to: oldEmail,
    ...renderEmail('Your FitCircle email address was changed', {
      heading: 'Your email address was changed',
      paragraphs: [
        `Hi ${member.name},`,
        `On ${utcStamp()} the email address of your FitCircle account @${member.username} was changed from this address to ${maskEmail(member.email)}. Emails about your account now go there.`,
        'If you did not make this change, someone who knows your password may have your account. Contact the FitCircle team and sign in to check your account:',
      ],
      button: { label: 'Sign in to FitCircle', url: appLink(config, '/login') },
    }),
  };
};
