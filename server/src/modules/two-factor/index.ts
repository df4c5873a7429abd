import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totpRoutes } from './totp-routes';

// Two-step sign-in (issue 35, point 1): TOTP (RFC 6238) with recovery codes. Sign-in's second
// step is asked by the auth module, which checks it here.

export {
  checkLimitedSecondStep,
  checkSecondStep,
  limitSecondStep,
  type PassedStep,
  type SecondStep,
  type StepCheck,
} from './check-second-step';
export { purgeEndedWrongCodeWindows } from './daily-code-cap';
export { countRecoveryCodesLeft } from './repository';
export { sealSecret } from './secret-box';
export { isTwoFactorOn } from './status';
export { base32Decode, totp } from './totp';

export const twoFactorModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(totpRoutes);
};
