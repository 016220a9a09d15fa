import type pg from 'pg';
import type { Query as Statement } from '../api-process';

/** What one statement's plan did: where it read, how long it ran, how many pages it touched. */
export type PlanSummary = {
  sql: string;
  executionMs: number;
  /** Shared buffers hit + read: pages touched, the size-independent measure of the work. */
  buffers: number;
  /** 'Index Scan properties_company_id_created_at_idx', 'Seq Scan companies (10 012 rows)', … */
  access: string[];
  seqScans: string[];
};

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

// Reference tables of a few dozen rows are read whole by design; a sequential scan there is not a finding.
const SMALL_TABLES = new Set(['amenities', 'document_types', 'inventory_version_seq']);

function walk(node: PlanNode, access: string[], seqScans: string[]) {
  const relation = node['Relation Name'];
  if (node['Index Name']) access.push(`${node['Node Type']} ${node['Index Name']}`);
  else if (node['Node Type'] === 'Seq Scan' && relation) {
    const read =
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
    const label = `Seq Scan ${relation} (${read} rows)`;
    access.push(label);
    if (!SMALL_TABLES.has(relation)) seqScans.push(label);
  }
  for (const child of node.Plans ?? []) walk(child, access, seqScans);
}

// EXPLAIN ANALYZE runs the statement: only reads are explained, never the writes a call makes.
const isRead = (statement: Statement) =>
  /^\s*(select|with)\b/i.test(statement.sql) && !/\b(insert|update|delete)\b/i.test(statement.sql);

/** EXPLAIN (ANALYZE, BUFFERS) of every read among a call's statements. */
export async function explainStatements(
  pool: pg.Pool,
  statements: readonly Statement[]
): Promise<PlanSummary[]> {
  const summaries: PlanSummary[] = [];
  for (const statement of statements.filter(isRead)) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params
    );
    const [plan] = rows[0]!['QUERY PLAN'];
    const access: string[] = [];
    const seqScans: string[] = [];
    walk(plan.Plan, access, seqScans);
    const root = plan.Plan as PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
    summaries.push({
      sql: statement.sql.replace(/\s+/g, ' ').slice(0, 160),
      executionMs: Math.round(plan['Execution Time'] * 100) / 100,
      buffers: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
      access: [...new Set(access)],
      seqScans,
    });
  }
  return summaries;
}
