import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { adminQuery, databaseUrlFor } from './databases.ts';

const drizzleDir = fileURLToPath(new URL('../drizzle', import.meta.url));
const FIRST = '0029_case_fees_fen';
const journal = JSON.parse(readFileSync(join(drizzleDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const ours = journal.entries.findIndex((e) => e.tag === FIRST);
const statementsOf = (tag: string) => readFileSync(join(drizzleDir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');

/** Amounts a numeric(12,2) column can hold, including the edges where a float would drift. */
const AMOUNTS = ['0.01', '0.10', '0.29', '1.005', '19.99', '123.45', '80', '1234567.89', '99999999.99', '0'];

let db: Database;
let folder: string;
let dropDatabase = async () => {};
beforeAll(async () => {
  // The schema as it was just before money became fen: the committed migrations up to ours.
  folder = mkdtempSync(join(tmpdir(), 'notaria-fen-'));
  cpSync(drizzleDir, folder, { recursive: true });
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, ours) }));
  // A fresh database of the kind the suite runs on (PostgreSQL when DATABASE_URL is set).
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `notaria_fen_${Date.now()}`;
    await adminQuery(url, `create database ${name}`);
    db = openPostgres(databaseUrlFor(url, name), 1);
    dropDatabase = () => adminQuery(url, `drop database if exists ${name} with (force)`);
    await migratePg(db.orm as never, { migrationsFolder: folder });
  } else {
    db = await openPglite(undefined);
    await migratePglite(db.orm as never, { migrationsFolder: folder });
  }
});
afterAll(async () => {
  await db.close();
  await dropDatabase();
  rmSync(folder, { recursive: true, force: true });
});

const run = async (q: string) => (await db.orm.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] };

describe('migration to integer fen', () => {
  it('keeps every stored fee amount and item fee exactly, in fen', async () => {
    expect(ours).toBeGreaterThan(0);
    await run(`SET session_replication_role = replica`); // rows without their case and tenant: only the money matters here
    for (const [i, amount] of AMOUNTS.entries())
      await run(`INSERT INTO case_fees (tenant_id, case_id, fee_type, amount, note) VALUES (1, ${i + 1}, 'NOTARY_FEE', ${amount}, '${amount}')`);
    await run(`INSERT INTO notarization_items (tenant_id, level, name, code, fee) VALUES
      (1, 'ITEM', '出生', 'A1', '{"mode":"FIXED","amount":80.5}'),
      (1, 'ITEM', '继承', 'A2', '{"mode":"TIERED","minimum":200,"tiers":[{"upTo":200000,"ratePercent":1},{"upTo":500000.5,"ratePercent":0.8},{"upTo":null,"ratePercent":0.25}]}'),
      (1, 'ITEM', '声明', 'A3', NULL)`);

    for (const tag of [FIRST, '0030_case_fees_fen_required']) for (const s of statementsOf(tag)) if (s.trim()) await run(s);

    const fees = (await run(`SELECT note, amount_fen::text AS fen FROM case_fees ORDER BY id`)).rows;
    // numeric(12,2) had already rounded 1.005 to 1.01 on insert; everything else is its yuan × 100 exactly.
    expect(fees.map((r) => [r.note, r.fen])).toEqual(AMOUNTS.map((a) => [a, a === '1.005' ? '101' : String(Math.round(Number(a) * 100))]));
    expect(fees.find((r) => r.note === '99999999.99')!.fen).toBe('9999999999');
    const columns = (await run(`SELECT column_name FROM information_schema.columns WHERE table_name = 'case_fees'`)).rows.map((r) => r.column_name);
    expect(columns).toContain('amount_fen');
    expect(columns).not.toContain('amount');

    const items = (await run(`SELECT code, fee FROM notarization_items ORDER BY code`)).rows;
    expect(items).toEqual([
      { code: 'A1', fee: { mode: 'FIXED', amountFen: 8050 } },
      {
        code: 'A2',
        fee: {
          mode: 'TIERED',
          minimumFen: 20000,
          tiers: [
            { upToFen: 20000000, rateBp: 100 },
            { upToFen: 50000050, rateBp: 80 },
            { upToFen: null, rateBp: 25 },
          ],
        },
      },
      { code: 'A3', fee: null },
    ]);
  });
});
