import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './paths';

/**
 * Reads the checkout's `.env` file (or the one FITCIRCLE_ENV_FILE names; `none` reads nothing)
 * into the environment, variables already set winning. `npm start`, `npm run dev:server` and the
 * seed scripts all call it before reading the configuration, so a DATA_DIR (or DATABASE_URL)
 * written there once is the same for all of them (issue 16). Answers the file read, if any.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = env.FITCIRCLE_ENV_FILE || path.join(PROJECT_ROOT, '.env');
  if (file === 'none' || !existsSync(file)) return null;
  process.loadEnvFile(file);
  return path.resolve(file);
}
