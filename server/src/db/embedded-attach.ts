import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLiveApp, processIsPostgres } from './embedded-postgres';

export interface RunningEmbedded {
  url: string;
  /** The running app that owns the data folder. */
  appPid: number;
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/**
 * The embedded PostgreSQL a running app started in `dataDir`, if one is running (issue 16: `npm
 * run seed:demo` works while `npm start` runs, on the same data folder, instead of refusing it).
 * Found through the files the app keeps there: app.pid (the app), pg/postmaster.pid (the server's
 * pid, port and address, written by PostgreSQL itself) and .pg-password.
 */
export function runningEmbedded(dataDir: string, database = 'fitcircle'): RunningEmbedded | null {
  const appPid = Number(read(path.join(dataDir, 'app.pid')).trim());
  if (!appPid || appPid === process.pid || !isLiveApp(appPid)) return null;
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address, ...
  const lines = read(path.join(dataDir, 'pg', 'postmaster.pid')).split('\n');
  const [pgPid, port, host] = [Number(lines[0]), Number(lines[3]), lines[5]?.trim() || '127.0.0.1'];
  const password = read(path.join(dataDir, '.pg-password')).trim();
  if (!pgPid || !port || !password || !processIsPostgres(pgPid)) return null;
  return { url: `postgres://postgres:${password}@${host}:${port}/${database}`, appPid };
}
