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

/** A pool, or a client inside a transaction the test opened. */
type Db = pg.Pool | pg.PoolClient;

/** What the database did for the statement: EXPLAIN ANALYZE without timing, as its plan tree. */
async function analyzed(db: Db, query: Statement): Promise<PlanNode> {
  const { rows } = await (db as pg.Pool).query(
    `explain (analyze, timing off, format json) ${query.text}`,
    query.values,
  );
  return rows[0]['QUERY PLAN'][0].Plan;
}

/**
 * How many rows the plan's scans of `relation` took from the table (those its filters then
 * dropped included; a delete's own node not counted), and how many of those scans that ran read
 * the whole table. Work counted in rows, not milliseconds: the benchmarks measure the time.
 */
function rowsTaken(plan: PlanNode, relation: string): { rows: number; fullScans: number } {
  const scans = everyNode(plan).filter(
    (n) => n['Relation Name'] === relation && n['Actual Loops'] > 0 && n['Node Type'] !== 'ModifyTable',
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

/** The rows the statement read from `users` (rowsTaken). */
export async function usersRead(db: Db, query: Statement): Promise<{ rows: number; fullScans: number }> {
  return rowsTaken(await analyzed(db, query), 'users');
}

/** The rows the statement read from `relation` (rowsTaken), with its plan as JSON for messages. */
export async function relationRead(
  db: Db,
  query: Statement,
  relation: string,
): Promise<{ rows: number; fullScans: number; plan: string }> {
  const plan = await analyzed(db, query);
  return { ...rowsTaken(plan, relation), plan: JSON.stringify(plan, null, 1) };
}

/**
 * How many times the statement's scans of `relation` ran: one for a set read once, one per row
 * for a probe from a nested loop. Shows whether a statement looks something up for every row.
 */
export async function scansOf(db: Db, query: Statement, relation: string): Promise<number> {
  return everyNode(await analyzed(db, query))
    .filter((n) => n['Relation Name'] === relation)
    .reduce((sum, n) => sum + n['Actual Loops'], 0);
}
