import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../paths';

// The decision (docs/decisions/0007-email-verification-and-delivery.md): members who existed
// before email verification count as confirmed, and their old messages send no email.
const name = `${inject('dbRunPrefix')}mig_${process.hrtime.bigint().toString(36)}`;
const dbUrl = () => {
  const u = new URL(inject('dbAdminUrl'));
  u.pathname = `/${name}`;
  return u.toString();
};
const before = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-migrations-'));
afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('migration 0090 on a database with members', () => {
  it('marks existing members confirmed and starts the unread-message scan after their messages', async () => {
    const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < '0090')) {
      copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    }
    const pool = new pg.Pool({ connectionString: dbUrl(), max: 1 });
    try {
      await migrate(pool, before);
      const { rows } = await pool.query<{ id: number }>(
        `insert into users (username, email, password_hash, name, created_at)
         values ('old_a', 'a@example.com', 'x', 'A', now() - interval '2 years'), ('old_b', 'b@example.com', 'x', 'B', now())
         returning id`,
      );
      const msg = await pool.query<{ id: number }>(
        'insert into messages (sender_id, receiver_id, content) values ($1, $2, $3) returning id',
        [rows[0].id, rows[1].id, 'sent before email existed'],
      );
      expect(await migrate(pool)).toContain('0090_email.sql');
      const users = await pool.query('select email_verified_at = created_at as same from users order by id');
      expect(users.rows).toEqual([{ same: true }, { same: true }]);
      const cursor = await pool.query(`select last_id from mail_scan_cursors where name = 'unread_messages'`);
      expect(cursor.rows).toEqual([{ last_id: msg.rows[0].id }]);
      // New accounts start unconfirmed.
      const fresh = await pool.query(
        `insert into users (username, email, password_hash, name) values ('new_c', 'c@example.com', 'x', 'C')
         returning email_verified_at`,
      );
      expect(fresh.rows[0].email_verified_at).toBeNull();
    } finally {
      await pool.end();
    }
  });
});
