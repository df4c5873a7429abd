// Sign-up, sign-in and sign-out (D1), and since issue 35 the second step, passkey sign-in,
// re-authentication and the member's devices. The sessions and passwords they check are the
// sessions module; codes are checked by two-factor, passkeys by passkeys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceRoutes } from './device-routes';
import { reauthenticationRoutes } from './reauthentication-routes';
import { resetSignInRoutes } from './reset-sign-in-routes';
import { authRoutes as signInRoutes } from './routes';
import { signInStepRoutes } from './sign-in-step-routes';

export { registerUser } from './register-user';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes);
  await app.register(signInStepRoutes);
  await app.register(reauthenticationRoutes);
  await app.register(deviceRoutes);
  await app.register(resetSignInRoutes);
};
