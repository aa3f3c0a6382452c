import pg from 'pg';
import type { Measure } from './measures.ts';

/**
 * EXPLAIN ANALYZE of what one measured call sends: its statements are recorded as the product sends them, then each
 * is explained under the same role and tenant setting (row-level security on). The slowest one's plan is printed.
 */
interface Sent {
  text: string;
  values: unknown[];
}

let recording: Sent[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (recording) {
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(second) ? second : []);
    if (!/^(begin|commit|rollback|select set_config)/i.test(text.trim())) recording.push({ text, values });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

export async function explainMeasure(url: string, tenantId: number, m: Measure): Promise<string> {
  recording = [];
  await m.run(0);
  const sent = recording;
  recording = null;
  const client = new pg.Client(url);
  await client.connect();
  const out: string[] = [`### ${m.name}`];
  try {
    const plans: { ms: number; text: string; plan: string }[] = [];
    for (const s of sent) {
      await client.query('begin');
      await client.query(`select set_config('role', 'notaria_app', true), set_config('app.tenant_id', $1, true)`, [String(tenantId)]);
      const r = await client.query(`explain (analyze, buffers, costs off) ${s.text}`, s.values);
      await client.query('rollback');
      const lines = r.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? 0);
      plans.push({ ms, text: s.text, plan: lines.join('\n') });
    }
    for (const p of plans) out.push(`- ${p.ms.toFixed(1)} ms  ${p.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    const slowest = plans.reduce((a, b) => (b.ms > a.ms ? b : a), plans[0]);
    if (slowest) out.push('', 'Slowest statement:', '```', slowest.text.replace(/\s+/g, ' '), '', slowest.plan, '```');
  } finally {
    await client.end();
  }
  return out.join('\n');
}
