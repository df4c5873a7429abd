import { noContentSchema } from '@common/schemas/responses/common';
import { recoveryCodesSchema, totpSetupSchema } from '@common/schemas/responses/security';
import { confirmTotpSchema, passwordAndCodeSchema } from '@common/schemas/security';
import { SECURITY_MESSAGES as M } from '@common/security-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Queryable, transaction } from '../../db/pool';
import { badRequest, conflict } from '../../lib/http-errors';
import { requireRecentSignIn, requireUser } from '../../plugins/session';
import { insertSecurityNotice } from '../account-email';
import { limitCredentialAttempt, markReauthenticated } from '../sessions';
import type { PassedStep } from './check-second-step';
import { checkPasswordAndStep } from './password-and-step';
import { newRecoveryCodes, recoveryCodeHasher } from './recovery-codes';
import { deleteTotp, findTotp, replaceRecoveryCodes, startTotpSetup, useTimeStep } from './repository';
import { openSecret, sealSecret } from './secret-box';
import { base32Encode, matchingStep, newTotpKey, otpauthUrl } from './totp';

const ISSUER = 'FitCircle';

/** New codes replace the old ones; answers the codes in the form they are shown once. */
async function remakeRecoveryCodes(db: Queryable, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hash = await recoveryCodeHasher(db);
  await replaceRecoveryCodes(db, userId, codes.map(hash));
  return codes;
}

/** What a notice says about the step that confirmed the action: a recovery code, or nothing to add. */
const confirmedWith = (step: PassedStep) => (step.factor === 'recovery_code' ? { withRecoveryCode: true } : {});

/**
 * Settings → Security → Two-step sign-in (issue 35, point 1): set-up with a first code, then ten
 * recovery codes shown once; turning it off and new recovery codes need the password and a code.
 */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  // Turning it on could lock the real member out of a stolen session: it needs a recent sign-in.
  app.post(
    '/api/account/two-factor/totp',
    { schema: { response: { 200: totpSetupSchema } } },
    async (request, reply) => {
      const user = await requireRecentSignIn(request);
      const key = newTotpKey();
      if (!(await startTotpSetup(app.db, user.id, await sealSecret(app.db, key)))) throw conflict(M.totpAlreadyOn);
      const secret = base32Encode(key);
      return reply
        .header('cache-control', 'no-store')
        .send({ secret, otpauthUrl: otpauthUrl(ISSUER, user.username, secret) });
    },
  );

  app.post(
    '/api/account/two-factor/totp/confirm',
    { schema: { body: confirmTotpSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitCredentialAttempt(request, 'two-factor', `member-${user.id}`);
      const pending = await findTotp(app.db, user.id);
      if (pending?.enabled) throw conflict(M.totpAlreadyOn);
      if (!pending || pending.setup_expired) throw badRequest(M.totpSetupMissing);
      const step = matchingStep(await openSecret(app.db, pending.secret_ciphertext), request.body.code, Date.now());
      if (step === null) throw badRequest(M.codeWrong, { code: M.codeWrong });
      const codes = await transaction(app.db, async (tx) => {
        if (!(await useTimeStep(tx, user.id, step, true))) throw badRequest(M.codeWrong, { code: M.codeWrong });
        const made = await remakeRecoveryCodes(tx, user.id);
        // This session has just passed the second factor: it is a two-step session from now on.
        await markReauthenticated(tx, user.session_hash, 'setup');
        await insertSecurityNotice(tx, user.id, 'twoFactorOn');
        return made;
      });
      app.mail.wake();
      return reply.header('cache-control', 'no-store').send({ recoveryCodes: codes });
    },
  );

  app.post(
    '/api/account/two-factor/disable',
    { schema: { body: passwordAndCodeSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const step = await checkPasswordAndStep(request, user.id, request.body);
      await transaction(app.db, async (tx) => {
        await deleteTotp(tx, user.id);
        await markReauthenticated(tx, user.session_hash);
        // The one notice of this action: no separate "a recovery code was used to sign in" (none was).
        await insertSecurityNotice(tx, user.id, 'twoFactorOff', confirmedWith(step));
      });
      app.mail.wake();
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    { schema: { body: passwordAndCodeSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const step = await checkPasswordAndStep(request, user.id, request.body);
      const codes = await transaction(app.db, async (tx) => {
        const made = await remakeRecoveryCodes(tx, user.id);
        await markReauthenticated(tx, user.session_hash);
        await insertSecurityNotice(tx, user.id, 'recoveryCodesRemade', confirmedWith(step));
        return made;
      });
      app.mail.wake();
      return reply.header('cache-control', 'no-store').send({ recoveryCodes: codes });
    },
  );
};
