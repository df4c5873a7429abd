import type { passkeyAuthenticationResponseSchema, passkeyRegistrationResponseSchema } from '@common/schemas/security';
import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '@common/security-texts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clearFlowCookie, setFlowCookie } from '../../plugins/session';
import { type ChallengePurpose, createChallenge, takeChallenge } from '../sessions';
import { relyingParty } from './relying-party';
import { findPasskeyByCredential, listPasskeys, type PasskeyRow, recordPasskeyUse } from './repository';

// The two WebAuthn ceremonies (issue 35, point 2), with @simplewebauthn/server. Each challenge is
// kept server-side for 5 minutes, bound to this browser by an httpOnly cookie, and used once.

const CHALLENGE_COOKIE = 'fc_passkey';
const CHALLENGE_SECONDS = SECURITY_LIMITS.pendingSignInMinutes * 60;
const TIMEOUT_MS = CHALLENGE_SECONDS * 1000;

type AuthenticationResponse = z.output<typeof passkeyAuthenticationResponseSchema>;
type RegistrationResponse = z.output<typeof passkeyRegistrationResponseSchema>;

async function keepChallenge(
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  userId: number | null,
  challenge: string,
) {
  const token = await createChallenge(request.server.db, purpose, userId, challenge, CHALLENGE_SECONDS);
  setFlowCookie(request, reply, CHALLENGE_COOKIE, token, CHALLENGE_SECONDS);
}

/**
 * The challenge this browser was given for `purpose`, used up; null when there is none, it
 * expired, or it was made for another member.
 */
export async function takePasskeyChallenge(
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string | null> {
  const token = request.cookies[CHALLENGE_COOKIE];
  clearFlowCookie(request, reply, CHALLENGE_COOKIE);
  if (!token) return null;
  const row = await takeChallenge(request.server.db, purpose, token);
  if (!row || row.expired || !row.challenge || row.user_id !== userId) return null;
  return row.challenge;
}

/** Options to make a new passkey for the member (a discoverable credential, verified user). */
export async function startRegistration(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; username: string; name: string },
) {
  const rp = relyingParty(request.server.config);
  const existing = await listPasskeys(request.server.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`fitcircle-${user.id}`),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await keepChallenge(request, reply, 'passkey_register', user.id, options.challenge);
  return options;
}

/** Checks the browser's new credential against the challenge, origin and relying party. */
export async function finishRegistration(request: FastifyRequest, response: RegistrationResponse, challenge: string) {
  const rp = relyingParty(request.server.config);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch (err) {
    request.log.info({ err }, 'passkey registration refused');
    return null;
  }
}

/**
 * Options to sign in with a passkey: for a visitor any passkey of this site (the browser offers
 * the member's own; a discoverable credential names its member), for a member re-authenticating
 * only theirs.
 */
export async function startAuthentication(
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: 'passkey_sign_in' | 'passkey_reauth',
  userId: number | null,
) {
  const rp = relyingParty(request.server.config);
  const own = userId === null ? [] : await listPasskeys(request.server.db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: own.map((p) => ({ id: p.credential_id, transports: p.transports })),
  });
  await keepChallenge(request, reply, purpose, userId, options.challenge);
  return options;
}

export type AssertionCheck = { ok: true; passkey: PasskeyRow } | { ok: false; message: string };

/**
 * Checks a signed answer: the passkey is registered (and the member's, when one is expected), the
 * signature covers this challenge, this origin and this relying party, and the authenticator
 * verified its user (the passkey's own second factor). Its use is recorded.
 */
export async function finishAuthentication(
  request: FastifyRequest,
  response: AuthenticationResponse,
  challenge: string,
  expectedUserId: number | null,
): Promise<AssertionCheck> {
  const { db, config } = request.server;
  const passkey = await findPasskeyByCredential(db, response.id);
  if (!passkey || (expectedUserId !== null && passkey.user_id !== expectedUserId)) {
    return { ok: false, message: M.passkeyUnknown };
  }
  const rp = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!result.verified) return { ok: false, message: M.passkeyFailed };
    await recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter);
    return { ok: true, passkey };
  } catch (err) {
    request.log.info({ err }, 'passkey assertion refused');
    return { ok: false, message: M.passkeyFailed };
  }
}
