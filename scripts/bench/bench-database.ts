import { loadavg } from 'node:os';
import pg from 'pg';

// What every benchmark on PostgreSQL shares: a throwaway database of its own on the machine's
// server (BENCH_DATABASE_URL, default the test database's server), dropped at the end even when
// the run fails, and the figures' arithmetic, so the scripts print figures computed the same way.

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on the server's admin connection (creating and dropping databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  /** The new database's connection string. */
  url: string;
  name: string;
  /** Drops it (closing whatever still holds it). */
  drop(): Promise<void>;
}

/** Creates `fc_bench_<label>_<pid>` (a name of letters, digits and underscores). */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `fc_bench_${label}_${process.pid}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad bench database name: ${name}`);
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The machine's load when the run starts: figures are comparable only within one run. */
export const loadLine = (when = 'at start') =>
  `load average ${when}: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`;
