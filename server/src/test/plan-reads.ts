import type pg from 'pg';

/** A statement as a repository builds it, to plan without running the route. */
export type Statement = { text: string; values: unknown[] };

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
const everyNode = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(everyNode)];

/** The plan of the very statement a route runs, as text (to match an index by name). */
export async function planOf(db: pg.Pool, query: Statement): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${query.text}`, query.values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * What the database did for the statement (EXPLAIN ANALYZE without timing): how many rows its
 * scans of `users` took from the table (those its filters then dropped included), and how many
 * of those scans that ran read the whole table. Work counted in rows, not milliseconds: the
 * benchmarks measure the time.
 */
export async function usersRead(db: pg.Pool, query: Statement): Promise<{ rows: number; fullScans: number }> {
  const { rows } = await db.query(`explain (analyze, timing off, format json) ${query.text}`, query.values);
  const scans = everyNode(rows[0]['QUERY PLAN'][0].Plan).filter(
    (n) => n['Relation Name'] === 'users' && n['Actual Loops'] > 0,
  );
  return {
    rows: scans.reduce(
      (sum, n) =>
        sum +
        (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
          n['Actual Loops'],
      0,
    ),
    fullScans: scans.filter((n) => n['Node Type'] === 'Seq Scan').length,
  };
}

/**
 * How many times the statement's scans of `relation` ran (EXPLAIN ANALYZE without timing): one
 * for a set read once, one per row for a probe from a nested loop. Shows whether a statement
 * looks something up for every row it counts.
 */
export async function scansOf(db: pg.Pool, query: Statement, relation: string): Promise<number> {
  const { rows } = await db.query(`explain (analyze, timing off, format json) ${query.text}`, query.values);
  return everyNode(rows[0]['QUERY PLAN'][0].Plan)
    .filter((n) => n['Relation Name'] === relation)
    .reduce((sum, n) => sum + n['Actual Loops'], 0);
}
