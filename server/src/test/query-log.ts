import type pg from 'pg';

export interface LoggedQuery {
  text: string;
  values: unknown[];
}

/**
 * The statements `pool` runs while `work` runs, in order: `pool.query` and every query of a
 * client checked out for a transaction (both go through a checked-out client, which is where
 * they are counted). For asserting the work a request does (a constant number of queries, the
 * same statements on two paths) rather than how long it takes.
 */
export async function queriesDuring<T>(
  pool: pg.Pool,
  work: () => Promise<T>,
): Promise<{ result: T; queries: LoggedQuery[] }> {
  const queries: LoggedQuery[] = [];
  const patched = new Set<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (patched.has(client)) return;
    patched.add(client);
    const original = client.query;
    // biome-ignore lint/suspicious/noExplicitAny: a spy passes through whatever it is given
    client.query = ((...args: any[]) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : String(first?.text ?? '');
      const values = Array.isArray(second) ? second : Array.isArray(first?.values) ? first.values : [];
      queries.push({ text: text.replace(/\s+/g, ' ').trim(), values });
      // biome-ignore lint/suspicious/noExplicitAny: same
      return (original as any).apply(client, args);
    }) as typeof client.query;
  };
  pool.on('acquire', onAcquire);
  try {
    const result = await work();
    return { result, queries };
  } finally {
    pool.off('acquire', onAcquire);
    // The clients go back to the prototype's query.
    for (const client of patched) Reflect.deleteProperty(client, 'query');
  }
}
