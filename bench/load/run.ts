// 200 people at once: the server in this process on a fresh PostgreSQL database, the clients in a forked
// process (clients.ts). After the run every acknowledged write is looked up: none lost, none twice, and
// the case numbers issued are gap-free. Usage:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load [-- --seconds 60 --clients 200 --think-ms 1000]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPostgres } from '../../apps/server/src/db/client.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import type { LoadOrder, LoadReport } from './clients.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const CLIENTS = arg('clients', 200);
const THINK_MS = arg('think-ms', 1000);
const GOAL_P99_MS = 300;
const PASSWORD = 'Load@2026';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const TENANT = 2; // the demo office the seed makes

if (!process.env.DATABASE_URL) throw new Error('bench:load runs on PostgreSQL: set DATABASE_URL');
const config = { ...loadConfig(process.env), captchaEnabled: false, loginRateLimitPerMinute: 1_000_000 };

// A database of its own, dropped at the end.
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const name = `notaria_load_${Date.now()}`;
await admin.query(`create database ${name}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${name}`;
// By default the pool the server opens (server.ts: 10), so the bench measures what a deployment runs.
const POOL = arg('pool', 10);
const db = openPostgres(url.toString(), POOL);

try {
  await migrate(db);
  await seedIfEmpty(db, config);
  const accounts = Array.from({ length: CLIENTS }, (_, i) => `load${String(i + 1).padStart(3, '0')}`);
  const passwordHash = await hashPassword(PASSWORD);
  await asSystem(db, async (tx) => {
    const [{ deptId }] = rowsOf<{ deptId: number }>(await tx.execute(sql`select min(id)::int as "deptId" from departments where tenant_id = ${TENANT}`));
    const [{ roleId }] = rowsOf<{ roleId: number }>(
      await tx.execute(sql`insert into roles (tenant_id, name, code, permissions) values (${TENANT}, '压测员', 'load', '{*}') returning id as "roleId"`),
    );
    for (const account of accounts) {
      await tx.execute(sql`with u as (insert into users (tenant_id, account, name, password_hash, dept_id) values (${TENANT}, ${account}, ${`压测${account.slice(4)}`}, ${passwordHash}, ${deptId}) returning id)
        insert into user_roles (tenant_id, user_id, role_id) select ${TENANT}, id, ${roleId} from u`);
    }
  });
  const before = await counts();

  const app = await buildApp(config, db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const started = Date.now();
  const report = await runClients({ url: address, accounts, password: PASSWORD, seconds: SECONDS, thinkMs: THINK_MS });
  const elapsed = (Date.now() - started) / 1000;
  await app.close();
  printAndCheck(report, await verify(report, before.cases), elapsed);
} finally {
  await db.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}

function runClients(order: LoadOrder): Promise<LoadReport> {
  const child = fork(fileURLToPath(new URL('./clients.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { report?: LoadReport; error?: string }) => (m.report ? resolve(m.report) : reject(new Error(m.error))));
    child.once('exit', (code) => code && reject(new Error(`load clients exited with ${code}`)));
    child.send(order);
  });
}

async function counts() {
  return asSystem(db, async (tx) => {
    const [row] = rowsOf<{ cases: number; customers: number }>(
      await tx.execute(sql`select (select count(*) from cases)::int as cases, (select count(*) from personal_customers)::int as customers`),
    );
    return row;
  });
}

interface Verdict {
  lostCustomers: number;
  doubledCustomers: number;
  lostCases: number;
  wrongStatus: number;
  unacknowledgedCases: number;
  numberGaps: string[];
  duplicateNumbers: number;
}

/** Every acknowledged write is there exactly once, with what was acknowledged; the numbers run without gaps. */
async function verify(report: LoadReport, casesBefore: number): Promise<Verdict> {
  return asSystem(db, async (tx) => {
    const customerRows = rowsOf<{ idNumber: string; n: number }>(
      await tx.execute(
        sql`select id_number as "idNumber", count(*)::int as n from personal_customers where id_number in (select jsonb_array_elements_text(${JSON.stringify(report.customers.map((c) => c.idNumber))}::jsonb)) group by id_number`,
      ),
    );
    const seen = new Map(customerRows.map((r) => [r.idNumber, r.n]));
    const caseRows = rowsOf<{ id: number; businessNumber: string; status: string }>(
      await tx.execute(sql`select id::int as id, business_number as "businessNumber", status from cases where tenant_id = ${TENANT}`),
    );
    const byId = new Map(caseRows.map((r) => [r.id, r]));
    const acknowledged = new Set(report.cases.map((c) => c.id));
    // Case numbers: SL{yyyymmdd}{seq:4}, counted per day from 1.
    const seqsByDay = new Map<string, number[]>();
    for (const r of caseRows) {
      const m = /^(SL\d{8})(\d{4,})$/.exec(r.businessNumber);
      if (!m) continue;
      seqsByDay.set(m[1], [...(seqsByDay.get(m[1]) ?? []), Number(m[2])]);
    }
    const numberGaps: string[] = [];
    let duplicateNumbers = 0;
    for (const [day, seqs] of seqsByDay) {
      const sorted = [...seqs].sort((a, b) => a - b);
      duplicateNumbers += sorted.length - new Set(sorted).size;
      sorted.forEach((s, i) => s !== i + 1 && numberGaps.length < 5 && numberGaps.push(`${day}: #${i + 1} is ${s}`));
    }
    return {
      lostCustomers: report.customers.filter((c) => !seen.has(c.idNumber)).length,
      doubledCustomers: customerRows.filter((r) => r.n > 1).length,
      lostCases: report.cases.filter((c) => byId.get(c.id)?.businessNumber !== c.businessNumber).length,
      wrongStatus: report.cases.filter((c) => byId.has(c.id) && byId.get(c.id)!.status !== c.status).length,
      unacknowledgedCases: caseRows.filter((r) => !acknowledged.has(r.id)).length - casesBefore,
      numberGaps,
      duplicateNumbers,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

function printAndCheck(report: LoadReport, v: Verdict, elapsed: number) {
  const all = Object.values(report.latency)
    .flat()
    .sort((a, b) => a - b);
  const errors = Object.values(report.errors).reduce((n, e) => n + e, 0);
  const row = (op: string, xs: number[], failed = report.errors[op] ?? 0) => {
    const s = [...xs].sort((a, b) => a - b);
    return {
      operation: op,
      requests: s.length,
      errors: failed,
      'p50 ms': percentile(s, 50).toFixed(0),
      'p95 ms': percentile(s, 95).toFixed(0),
      'p99 ms': percentile(s, 99).toFixed(0),
    };
  };
  const signIns = [...report.signInMs].sort((a, b) => a - b);
  console.log(
    `\nLoad benchmark — PostgreSQL, ${CLIENTS} clients (own process), ${SECONDS} s, think time ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms, server pool ${POOL}; run took ${elapsed.toFixed(0)} s`,
  );
  console.log(
    `sign-in of ${signIns.length} clients before the mix: p50 ${percentile(signIns, 50).toFixed(0)} ms, p99 ${percentile(signIns, 99).toFixed(0)} ms`,
  );
  console.table([...Object.entries(report.latency).map(([op, xs]) => row(op, xs)), row('ALL', all, errors)]);
  console.log(
    `throughput ${(all.length / report.seconds).toFixed(0)} req/s; ${report.cases.length} cases, ${report.customers.length} customers, ${report.noticesSent} notices acknowledged`,
  );
  const goals = {
    'p99 ≤ 300 ms': `${percentile(all, 99).toFixed(0)} ms`,
    'errors = 0': errors,
    'acknowledged customers lost / twice': `${v.lostCustomers} / ${v.doubledCustomers}`,
    'acknowledged cases lost / wrong status': `${v.lostCases} / ${v.wrongStatus}`,
    'cases without acknowledgement': v.unacknowledgedCases,
    'case numbers: duplicates / gaps': `${v.duplicateNumbers} / ${v.numberGaps.length ? v.numberGaps.join('; ') : 0}`,
  };
  console.table(Object.entries(goals).map(([goal, value]) => ({ goal, value })));
  if (report.errorSamples.length) console.log('first errors:\n  ' + report.errorSamples.join('\n  '));
  const met =
    percentile(all, 99) <= GOAL_P99_MS &&
    errors === 0 &&
    v.lostCustomers + v.doubledCustomers + v.lostCases + v.wrongStatus + v.duplicateNumbers + v.numberGaps.length === 0;
  console.log(met ? 'every goal met' : 'NOT every goal met');
}
