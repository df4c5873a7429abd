import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo/people';
import { buildServerBundle, type NpmProcess, npmRun, npmStart, npmStop } from '../npm-process';

// Issue 16, point 15: `npm run seed:demo` finds the data folder `npm start` uses without the
// member repeating DATA_DIR (both read it from the checkout's .env, here a file of this test's
// named by FITCIRCLE_ENV_FILE), and the README's order works: seed before anyone signs up, with
// the app running or not.

const dirs: string[] = [];
const running: NpmProcess[] = [];

/** A data folder and the .env file that names it, as a member would write it once. */
function dataFolderInEnvFile() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-seed-folder-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  const dataDir = path.join(dir, 'data');
  const envFile = path.join(dir, '.env');
  writeFileSync(envFile, `# written once by the member\nDATA_DIR=${dataDir}\n`);
  return { dataDir, env: { FITCIRCLE_ENV_FILE: envFile } };
}

async function seedDemo(env: Record<string, string>) {
  const seed = npmRun(['run', 'seed:demo'], env);
  return { code: await seed.exited, output: seed.output() };
}

async function signInAsMaya(url: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'coach_maya', password: DEMO_PASSWORD }),
  });
}

beforeAll(buildServerBundle, 60_000);
afterAll(async () => {
  await Promise.all(running.map(npmStop));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('npm run seed:demo and npm start share one data folder', () => {
  it('seeds the running app’s database, photos included; a second run is refused with what to do', async () => {
    const { dataDir, env } = dataFolderInEnvFile();
    const app = await npmStart(env);
    running.push(app);

    const seed = await seedDemo(env);
    expect(seed.code, seed.output).toBe(0);
    expect(seed.output).toContain(`seeding the embedded database in ${dataDir}`);
    expect(seed.output).toContain('using the embedded PostgreSQL of the app running in');

    // The running app serves the demo at once: members, posts and their photos.
    const login = await signInAsMaya(app.url);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0].split(';')[0];
    const feed = (await (await fetch(`${app.url}/api/posts?limit=50`, { headers: { cookie } })).json()) as {
      imageUrl: string | null;
    }[];
    const photo = feed.find((p) => p.imageUrl);
    expect(photo).toBeDefined();
    // Read to the end, as a browser does: an unread photo is a download still open at the stop.
    const image = await fetch(`${app.url}${photo!.imageUrl}`, { headers: { cookie } });
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const again = await seedDemo(env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already has 8 members');
    expect(again.output).toContain('before anyone signs up');
    expect(await npmStop(app)).toBe(0);
  }, 240_000);

  it('seeds a new data folder before the first start, and npm start then opens it', async () => {
    const { env } = dataFolderInEnvFile();
    const seed = await seedDemo(env);
    expect(seed.code, seed.output).toBe(0);
    const app = await npmStart(env);
    running.push(app);
    expect((await signInAsMaya(app.url)).status).toBe(200);
    expect(await npmStop(app)).toBe(0);
  }, 240_000);
});
