import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../server/src/test/server-process';

/**
 * A second instance of the built app for one test, with its own copy of the built web app
 * (WEB_DIR) and its own embedded database: a test that changes files of the build (a new deploy's
 * sw.js) changes only this copy, never what the suite's server serves to the other tests.
 * `env` adds settings (object storage, say). Listens on 127.0.0.1 and a free port; `stop()` ends
 * it (SIGTERM: the embedded PostgreSQL stops too) and deletes its folders.
 */
export interface AppInstance {
  origin: string;
  /** The instance's copy of dist/web. */
  webDir: string;
  stop(): Promise<void>;
}

export async function startAppInstance(env: Record<string, string> = {}): Promise<AppInstance> {
  const root = mkdtempSync(join(tmpdir(), 'fitcircle-e2e-instance-'));
  // The embedded PostgreSQL runs as another system user, which must be able to enter it.
  chmodSync(root, 0o755);
  const webDir = join(root, 'web');
  cpSync(join(process.cwd(), 'dist', 'web'), webDir, { recursive: true });
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: join(root, 'data'),
        WEB_DIR: webDir,
        LOG_LEVEL: 'warn',
        SEED_SAMPLE_DATA: 'false',
        // The embedded database, whatever the environment says (empty counts as unset).
        DATABASE_URL: '',
        REDIS_URL: '',
        ...env,
      },
      { built: true },
    );
    const stop = async () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
      rmSync(root, { recursive: true, force: true });
    };
    return { origin: server.url, webDir, stop };
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
}
