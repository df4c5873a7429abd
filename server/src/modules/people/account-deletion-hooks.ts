import type { PoolClient } from 'pg';
import type { Queryable } from '../../db/pool';

// What other modules do just before an account goes (issue 37: federation tells the servers of
// the member's remote followers with a Delete, signed with keys that go with the account). The
// hooks run in the deletion's transaction, after its checks and before the users row is deleted,
// so what they write commits with the deletion or not at all. Registered per database pool: the
// app instances of one process (the tests) each run their own.

export type AccountDeletingHook = (tx: PoolClient, userId: number) => Promise<void>;

const hooksByPool = new WeakMap<Queryable, Set<AccountDeletingHook>>();

/** Runs `hook` in every deletion of an account of the app whose pool is `db`. */
export function onAccountDeleting(db: Queryable, hook: AccountDeletingHook): void {
  const hooks = hooksByPool.get(db) ?? new Set();
  hooks.add(hook);
  hooksByPool.set(db, hooks);
}

export async function runAccountDeletingHooks(db: Queryable, tx: PoolClient, userId: number): Promise<void> {
  for (const hook of hooksByPool.get(db) ?? []) await hook(tx, userId);
}
