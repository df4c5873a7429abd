import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { V8_HEAP_FLAGS } from './server/src/lib/v8-heap';

// Browser tests run against the built app (`npm run build`), started here on a free port with a
// fresh data directory. The runner and its workers all load this file: the first one picks the
// port and directory and puts them in process.env, which the workers inherit.
if (!process.env.E2E_PORT) {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'fitcircle-e2e-'));
  // The embedded PostgreSQL runs as another system user, which must be able to enter it.
  chmodSync(dir, 0o755);
  process.env.E2E_DATA_DIR = dir;
  process.env.E2E_ADMIN_FILE = join(dir, 'admin.json');
  // Only the process that created the directory removes it, when it exits (after the server stopped).
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores: one worker per project.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The suite's time is CI's budget: name the files that take more than a minute.
  reportSlowTests: { max: 10, threshold: 60_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    headless: true,
    // A failed test keeps a screenshot and a trace (the page's DOM at each step, network,
    // console), without the trace's screencast: recording frames for every test kept Chromium's
    // compositor busy and made the suite 35-40% slower on 2 cores (27 tests: 145 s with it, 103 s
    // without), which turned into timeouts under CI's load. On CI the trace is recorded only for
    // the retry of a failed test: its DOM snapshots at every step cost the passing tests too
    // (recording each test / retries only: 64 tests in 127 and 149 s / 111 and 112 s, 122 tests
    // in 286 and 288 s / 257 and 279 s).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The app's service worker (issue 17) would install and precache the whole build in every
    // test's fresh context; the specs that are about it allow it (e2e/offline*.spec.ts).
    serviceWorkers: 'block',
    ...chromium,
  },
  projects: [
    {
      name: 'desktop',
      // Tests tagged @phone are about the phone layout only.
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node ${V8_HEAP_FLAGS.join(' ')} dist/server/server.js`, // as npm start runs it
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR!,
      AUTH_RATE_LIMIT: '10000',
      // Passkeys need a host name (browsers refuse WebAuthn on an IP address): e2e/security.spec.ts
      // opens the app at localhost; every other spec keeps 127.0.0.1 (emails' links are followed by path).
      PUBLIC_URL: `http://localhost:${port}`,
      // The admin fixture signs in with the password alone; the admin area's two-step requirement
      // (on by default, issue 35) is proven by the API tests (server/src/modules/admin/two-step.test.ts).
      ADMIN_REQUIRES_TWO_FACTOR: 'false',
      LOG_LEVEL: 'warn',
      // A developer's .env (DATA_DIR, DATABASE_URL) never reaches the server the tests use.
      FITCIRCLE_ENV_FILE: 'none',
    },
  },
});
