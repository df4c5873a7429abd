import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceHashOf, endCurrentSession, startSession } from '../../plugins/session';
import { queueSecurityNotice } from '../account-email';
import { noteDevice, type SecondFactor } from '../sessions';

/**
 * The end of every sign-in (password, password and code, passkey): whatever session this browser
 * had ends, a new one starts (rotation), recording the second factor passed, and a device the
 * member never signed in from gets them an email (issue 35, point 1).
 */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secondFactor: SecondFactor | null,
): Promise<void> {
  await endCurrentSession(request, reply);
  await startSession(request, reply, userId, secondFactor);
  if (await noteDevice(request.server.db, userId, deviceHashOf(request, reply))) {
    await queueSecurityNotice(request.server, userId, 'newDevice', {
      userAgent: request.headers['user-agent'] ?? null,
    });
  }
}

/** Sign-up: the new member's first device is remembered, without a notice. */
export async function rememberFirstDevice(request: FastifyRequest, reply: FastifyReply, userId: number) {
  await noteDevice(request.server.db, userId, deviceHashOf(request, reply));
}
