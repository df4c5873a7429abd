import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/pool';
import { appLink, insertMailJob, type MessageBuilder, renderEmail } from '../mail';
import { describeUserAgent } from '../sessions';
import { findRecipient } from './account-repository';
import { utcStamp } from './format';

// Security notices (issue 35): whenever two-step sign-in is turned on or off, a recovery code is
// used, recovery codes are made again, or a device the member never used signs in; and when wrong
// codes reach the daily cap (docs/decisions/0040). Each tells what happened and when, and what to
// do if it was not them.

export const SECURITY_MAIL = {
  twoFactorOn: 'security_two_factor_on',
  twoFactorOff: 'security_two_factor_off',
  recoveryCodeUsed: 'security_recovery_code_used',
  recoveryCodesRemade: 'security_recovery_codes_remade',
  newDevice: 'security_new_device',
  codesPaused: 'security_codes_paused',
} as const;
export type SecurityNotice = keyof typeof SECURITY_MAIL;

/** Queues a notice in its own statement and wakes the worker. */
export async function queueSecurityNotice(
  app: FastifyInstance,
  userId: number,
  notice: SecurityNotice,
  payload: Record<string, unknown> = {},
) {
  await app.mail.enqueue({
    kind: SECURITY_MAIL[notice],
    userId,
    payload: { ...payload, at: new Date().toISOString() },
  });
}

/** The same inside the caller's transaction (the notice commits with the change); wake the worker after. */
export async function insertSecurityNotice(
  tx: Queryable,
  userId: number,
  notice: SecurityNotice,
  payload: Record<string, unknown> = {},
) {
  await insertMailJob(tx, {
    kind: SECURITY_MAIL[notice],
    userId,
    payload: { ...payload, at: new Date().toISOString() },
  });
}

const NOT_YOU =
  'If this was not you, change your password now and check Settings → Security: sign out the devices you do not recognise.';

/** An action confirmed with a recovery code (not a sign-in) says so in its own notice. */
const confirmation = (payload: Record<string, unknown>) =>
  payload.withRecoveryCode === true ? ['It was confirmed with your password and one of your recovery codes.'] : [];

function sentence(notice: SecurityNotice, payload: Record<string, unknown>): { subject: string; lines: string[] } {
  switch (notice) {
    case 'twoFactorOn':
      return {
        subject: 'Two-step sign-in is on for your FitCircle account',
        lines: [
          'Two-step sign-in was turned on: signing in now asks for a code from your authenticator app after your password.',
        ],
      };
    case 'twoFactorOff':
      return {
        subject: 'Two-step sign-in is off for your FitCircle account',
        lines: [
          'Two-step sign-in was turned off: your password alone now signs in to your account.',
          ...confirmation(payload),
        ],
      };
    case 'recoveryCodeUsed': {
      const left = Number(payload.left ?? 0);
      return {
        subject: 'A recovery code was used to sign in to FitCircle',
        lines: [
          `A recovery code was used to sign in to your account. ${left === 1 ? '1 code is' : `${left} codes are`} left.`,
          ...(left === 0 ? ['Every recovery code is used: make new ones in Settings → Security.'] : []),
        ],
      };
    }
    case 'recoveryCodesRemade':
      return {
        subject: 'New recovery codes for your FitCircle account',
        lines: [
          'New recovery codes were made for your account. The old ones no longer work.',
          ...confirmation(payload),
        ],
      };
    case 'newDevice': {
      const { browser, system } = describeUserAgent(typeof payload.userAgent === 'string' ? payload.userAgent : null);
      const device = [browser ?? 'an unknown browser', system ? `on ${system}` : null].filter(Boolean).join(' ');
      return {
        subject: 'New sign-in to your FitCircle account',
        lines: [`Your account was signed in to from a device it had not used before: ${device}.`],
      };
    }
    case 'codesPaused': {
      const until = typeof payload.until === 'string' ? utcStamp(new Date(payload.until)) : 'a day has passed';
      return {
        subject: 'Someone is trying codes to sign in to your FitCircle account',
        lines: [
          `${Number(payload.wrongCodes ?? 0)} wrong two-step codes were entered for your account today, each after your correct password. Whoever entered them knows your password: change it now.`,
          `For your security, codes from your authenticator app are refused until ${until}. You can still use a recovery code, or sign in with a passkey.`,
          "If it was you, check that your phone's clock is set automatically: codes depend on it.",
        ],
      };
    }
  }
}

function builder(notice: SecurityNotice): MessageBuilder {
  return async (job, { tx, config }) => {
    const member = job.user_id ? await findRecipient(tx, job.user_id) : undefined;
    if (!member) return null;
    const at = typeof job.payload.at === 'string' ? new Date(job.payload.at) : new Date();
    const { subject, lines } = sentence(notice, job.payload);
    return {
      to: member.email,
      ...renderEmail(subject, {
        heading: subject,
        paragraphs: [`Hi ${member.name},`, ...lines, `When: ${utcStamp(at)}. Account: @${member.username}.`],
        after: [NOT_YOU],
        button: { label: 'Open Settings → Security', url: appLink(config, '/settings?tab=security') },
      }),
    };
  };
}

/** Registers how each notice is built (called by the module's plugin). */
export function defineSecurityEmails(app: FastifyInstance) {
  for (const notice of Object.keys(SECURITY_MAIL) as SecurityNotice[])
    app.mail.define(SECURITY_MAIL[notice], builder(notice));
}
