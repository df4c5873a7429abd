import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from '../lib/free-port';
import { PROJECT_ROOT } from '../paths';

// The member's own commands, run for real (`npm start`, `npm run seed:demo`) by the process tests.

export interface NpmProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * `npm <args>` in the checkout, in its own process group (as a terminal runs a foreground job).
 * The environment is the test's, minus DATA_DIR, plus `env`: a test names the data folder itself,
 * or through FITCIRCLE_ENV_FILE (a developer's .env is never read unless a test asks for one).
 */
export function npmRun(args: string[], env: Record<string, string>): NpmProcess {
  const { DATA_DIR: _ignored, ...inherited } = process.env;
  let output = '';
  const child = spawn('npm', args, {
    cwd: PROJECT_ROOT,
    detached: true,
    env: { ...inherited, FITCIRCLE_ENV_FILE: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitUntil(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** `npm start` on a free port, once /healthz answers. */
export async function npmStart(env: Record<string, string>) {
  const port = await freePort();
  const started = npmRun(['start'], { HOST: '127.0.0.1', PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const up = await waitUntil(async () => {
    if (started.child.exitCode !== null) return true;
    return fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  }, 90_000);
  if (!up || started.child.exitCode !== null) throw new Error(`npm start did not come up:\n${started.output()}`);
  return { ...started, port, url };
}

/** Stops `npm start` as a process manager does and waits for it. */
export async function npmStop(started: NpmProcess): Promise<number | null> {
  if (started.child.exitCode === null) started.child.kill('SIGTERM');
  return started.exited;
}

/**
 * `npm start` runs the bundle: build it from the current sources (what `npm run build` does for
 * the server; the web part is not needed to test the process).
 */
export function buildServerBundle(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
}
