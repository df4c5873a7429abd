import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passkeyRoutes } from './routes';

// Passkeys (issue 35, point 2): WebAuthn with @simplewebauthn/server. Signing in with a passkey
// and re-authenticating with one are auth's routes, which run the ceremonies here.

export {
  type AssertionCheck,
  finishAuthentication,
  startAuthentication,
  takePasskeyChallenge,
} from './ceremonies';
export { relyingParty } from './relying-party';
export { countPasskeys } from './repository';

export const passkeysModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(passkeyRoutes);
};
