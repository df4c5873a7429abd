import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    dbKind: 'embedded' | 'postgres';
    /** Prefix of this run's test databases, so teardown drops exactly what the run created. */
    dbRunPrefix: string;
  }
}

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * Starts (or finds) the PostgreSQL this project tests against and builds a migrated template
 * database; every test file clones it (`create database ... template`), which takes milliseconds.
 *
 * `api-embedded` always starts its own embedded PostgreSQL. `api-postgres` uses the server at
 * TEST_DATABASE_URL when it is set (CI sets it to the machine's server; unreachable fails the run)
 * and otherwise starts a second embedded PostgreSQL, so `npm test` needs nothing but Node.
 */
export default async function setup(project: TestProject) {
  const kind = project.name === 'api-postgres' ? 'postgres' : 'embedded';
  const serverUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let embedded: EmbeddedPostgres | undefined;
  let tmpDir: string | undefined;
  let adminUrl: string;

  if (serverUrl) {
    adminUrl = serverUrl;
    const problem = await reachable(adminUrl);
    if (problem) {
      throw new Error(
        `api-postgres: PostgreSQL at TEST_DATABASE_URL (${adminUrl}) is unreachable (${problem}). ` +
          'Start it (../shared/services.sh), or unset TEST_DATABASE_URL to test against an embedded PostgreSQL. ' +
          'These tests fail rather than skip.',
      );
    }
  } else {
    tmpDir = mkdtempSync(path.join(os.tmpdir(), `fitcircle-test-pg-${kind}-`));
    chmodSync(tmpDir, 0o755); // the database runs as the 'postgres' user when tests run as root
    embedded = await startEmbeddedPostgres({ dataDir: tmpDir });
    adminUrl = embedded.adminUrl;
    if (kind === 'postgres') {
      console.info(
        `api-postgres: TEST_DATABASE_URL is not set; testing against a second embedded PostgreSQL on 127.0.0.1:${embedded.port}.`,
      );
    }
  }

  const template = `fc_tmpl_${process.pid}_${kind}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
  await migrate(pool);
  await pool.end();

  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);
  project.provide('dbKind', kind);
  project.provide('dbRunPrefix', `fc_t_${process.pid}_`);

  return async () => {
    // Drop what this run created (test databases whose files crashed mid-run included).
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'fc_t_${process.pid}_%' or datname = $1`,
      [template],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  };
}
