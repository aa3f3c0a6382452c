import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../src/db/scope.ts';
import { GENESIS_HASH } from '../src/modules/integrity/chain.ts';
import { appendToChain, dualHash, integrityReport, verifyChain } from '../src/modules/integrity/integrity.api.ts';
import { integrityChain } from '../src/modules/integrity/integrity.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let otherTenant: number;
beforeAll(async () => {
  ctx = await createTestContext();
  otherTenant = (await createOffice(ctx.db, '链测试公证处', 'chain_other', [])).tenantId;
});
afterAll(() => ctx.close());

const append = (tenantId: number, ref: string) =>
  inTenant(ctx.db, tenantId, (tx) =>
    appendToChain(tx, tenantId, { kind: 'CERTIFICATE', ref, artefact: dualHash(`bytes of ${ref}`), metadata: { mime: 'application/pdf' } }),
  );
/** The database's reason for refusing a statement ('' when it was not refused). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => '',
    (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
  );
const owner = (statement: ReturnType<typeof sql>) => ctx.db.orm.execute(statement);

describe('integrity chain', () => {
  it('links each entry to the previous one of its organisation, from the genesis hash', async () => {
    const a = await append(DEMO_TENANT_ID, 'C-1');
    const b = await append(DEMO_TENANT_ID, 'C-2');
    const c = await append(otherTenant, 'X-1');
    expect(a).toMatchObject({ seq: 1, prevHash: GENESIS_HASH, artefactSha256: dualHash('bytes of C-1').sha256, artefactSm3: dualHash('bytes of C-1').sm3 });
    expect(b).toMatchObject({ seq: 2, prevHash: a.hash });
    expect(c).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(await verifyChain(ctx.db, DEMO_TENANT_ID)).toEqual({ ok: true, checked: 2, firstBroken: null });
  });

  it('keeps one valid chain under concurrent appends (advisory lock per organisation)', async () => {
    const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => append(DEMO_TENANT_ID, `P-${i}`)));
    expect(rows.map((r) => r.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 3));
    expect(await verifyChain(ctx.db, DEMO_TENANT_ID)).toMatchObject({ ok: true, checked: 14 });
  });

  it('is append-only for the application', async () => {
    expect(await refusal(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.update(integrityChain).set({ ref: 'x' })))).toContain('integrity_chain is append-only');
    expect(await refusal(inTenant(ctx.db, DEMO_TENANT_ID, (tx) => tx.delete(integrityChain)))).toContain('integrity_chain is append-only');
    expect(await refusal(owner(sql`truncate integrity_chain`))).toContain('integrity_chain is append-only');
  });

  it('shows an organisation only its own entries (row-level security)', async () => {
    const seen = await inTenant(ctx.db, otherTenant, (tx) => tx.select().from(integrityChain));
    expect(seen.map((r) => r.ref)).toEqual(['X-1']);
    await expect(
      inTenant(ctx.db, otherTenant, (tx) => appendToChain(tx, DEMO_TENANT_ID, { kind: 'K', ref: 'forged', artefact: dualHash('f') })),
    ).rejects.toThrow();
  });

  it('finds the first broken link: a changed record, a changed manifest, a deleted entry', async () => {
    const change = async (statement: ReturnType<typeof sql>) => {
      await owner(sql`alter table integrity_chain disable trigger integrity_chain_no_change`);
      await owner(statement);
      await owner(sql`alter table integrity_chain enable trigger integrity_chain_no_change`);
    };
    await change(
      sql`update integrity_chain set ref = 'C-2 改' , manifest = jsonb_set(manifest, '{ref}', '"C-2 改"') where tenant_id = ${DEMO_TENANT_ID} and seq = 2`,
    );
    expect(await verifyChain(ctx.db, DEMO_TENANT_ID)).toEqual({
      ok: false,
      checked: 1,
      firstBroken: { seq: 2, reason: '清单内容与其哈希不一致（清单被改动）' },
    });
    await change(sql`update integrity_chain set ref = 'C-2', manifest = jsonb_set(manifest, '{ref}', '"C-2"') where tenant_id = ${DEMO_TENANT_ID} and seq = 2`);
    expect(await verifyChain(ctx.db, DEMO_TENANT_ID)).toMatchObject({ ok: true });

    await change(sql`update integrity_chain set at = at + interval '1 second' where tenant_id = ${DEMO_TENANT_ID} and seq = 5`);
    expect(await verifyChain(ctx.db, DEMO_TENANT_ID)).toEqual({
      ok: false,
      checked: 4,
      firstBroken: { seq: 5, reason: '记录内容与其哈希不一致（记录被改动）' },
    });
    await change(sql`update integrity_chain set at = at - interval '1 second' where tenant_id = ${DEMO_TENANT_ID} and seq = 5`);

    await change(sql`delete from integrity_chain where tenant_id = ${DEMO_TENANT_ID} and seq = 7`);
    expect(await verifyChain(ctx.db, DEMO_TENANT_ID)).toEqual({
      ok: false,
      checked: 6,
      firstBroken: { seq: 8, reason: '与前一条记录的链接不一致（记录被删除、插入或前一条被改动）' },
    });
    expect(await verifyChain(ctx.db, otherTenant)).toMatchObject({ ok: true, checked: 1 });

    // The verify-integrity command's report.
    const report = await integrityReport(ctx.db);
    expect(report.broken).toBe(true);
    expect(report.lines).toContain(
      `机构 ${DEMO_TENANT_ID}：链在第 8 条处断开（与前一条记录的链接不一致（记录被删除、插入或前一条被改动）），此前 6 条完整；时间戳有效 0，无效 0，未盖 13`,
    );
    expect(report.lines).toContain(`机构 ${otherTenant}：链完整，共 1 条；时间戳有效 0，无效 0，未盖 1`);
  });
});
