import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/modules/oplog/oplog.api.ts';
import { inTenant } from '../src/db/scope.ts';
import type { Actor } from '../src/modules/auth/auth.api.ts';
import { addArtifact, findRecord } from '../src/modules/evidence/evidence.api.ts';
import { evidenceArtifacts, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { verifyChain } from '../src/modules/integrity/chain.ts';
import { integrityChain, integrityKeys, integrityTimestamps } from '../src/modules/integrity/integrity.table.ts';
import { dualHash } from '../src/modules/integrity/integrity.api.ts';
import { manifestFromBody } from '../src/modules/integrity/manifest.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorFor, makeRecord, newCustomer, type MadeRecord } from './evidence-core-setup.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

let ctx: TestContext;
let dataDir: string;
let notary: Client;
let actor: Actor;
let customerId: number;
let made: MadeRecord;

const T = DEMO_TENANT_ID;
const inDemo = <R>(work: Parameters<typeof inTenant<R>>[2]) => inTenant(ctx.db, T, work);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-evidence-seal-'));
  ctx = await createTestContext({ dataDir });
  notary = client(ctx, await ctx.login('notary'));
  actor = await actorFor(ctx, 'notary', T);
  customerId = await newCustomer(notary);
  made = await makeRecord(ctx, actor, customerId);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('确认证据: manifest → chain → timestamp', () => {
  it('refuses to confirm a record that is not 待确认, with a Chinese 409 and nothing changed', async () => {
    const failedOne = await makeRecord(ctx, actor, customerId, { fail: '目标网站无法访问' });
    const res = await notary.put('/evidence/confirm', { id: failedOne.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('证据当前状态为“取证失败”，不能确认证据');
    expect((await inDemo((tx) => findRecord(tx, T, failedOne.id)))!.status).toBe('FAILED');
  });

  it('seals: the chain gets an entry over the manifest, the record is TIMESTAMPED with the proof in the detail', async () => {
    const chainBefore = await inDemo((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(integrityChain));
    const res = await notary.put('/evidence/confirm', { id: made.id });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.status).toBe('TIMESTAMPED');
    expect(d.sealedAt).not.toBeNull();
    expect(d.proof.chainSeq).toBeGreaterThan(0);
    expect(d.proof.confirmedByName).toBe('李明');
    expect(d.proof.timestamp.serial).not.toBe('');
    expect(d.abilities).toEqual({ confirm: false, discard: false, remove: false, apply: true });
    const [entry] = await inDemo((tx) =>
      tx
        .select()
        .from(integrityChain)
        .where(and(eq(integrityChain.tenantId, T), eq(integrityChain.seq, d.proof.chainSeq))),
    );
    expect(entry.kind).toBe('EVIDENCE');
    expect(entry.ref).toBe(made.evidenceNo);
    expect(entry.manifestSha256).toBe(d.proof.manifestSha256);
    expect(entry.manifestSm3).toBe(d.proof.manifestSm3);
    const chainAfter = await inDemo((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(integrityChain));
    expect(chainAfter[0].n).toBe(chainBefore[0].n + 1);
    expect((await verifyChain(ctx.db, T)).ok).toBe(true);

    // What the seal covers: both artefacts' hashes and the environment, no applicant beyond the number.
    const body = d.proof.manifest.metadata;
    expect(body.evidenceNo).toBe(made.evidenceNo);
    expect(body.artefacts.map((a: { name: string }) => a.name)).toEqual(['screenshot.png', 'page.mhtml']);
    expect(body.environment).toEqual({ chromiumVersion: '131.0', worker: 'test' });
    expect(JSON.stringify(d.proof.manifest)).not.toContain('陈小明');
    expect(JSON.stringify(d.proof.manifest)).not.toContain('13912345678');
    expect(d.proof.manifest.sha256).toBe(dualHash(canonicalJson(body)).sha256);
  });

  it('keeps the manifest hash stable across the jsonb round trip', async () => {
    const r = (await inDemo((tx) => findRecord(tx, T, made.id)))!;
    const again = manifestFromBody(r.manifest as Record<string, unknown>);
    expect(again.hash).toEqual({ sha256: r.manifestSha256, sm3: r.manifestSm3 });
  });

  it('gives a timestamp token that openssl ts -verify accepts for the manifest and refuses for another digest', async () => {
    const r = (await inDemo((tx) => findRecord(tx, T, made.id)))!;
    const [stamp] = await inDemo((tx) =>
      tx
        .select()
        .from(integrityTimestamps)
        .where(and(eq(integrityTimestamps.tenantId, T), eq(integrityTimestamps.seq, r.chainSeq!))),
    );
    const [root] = await inDemo((tx) =>
      tx
        .select()
        .from(integrityKeys)
        .where(and(eq(integrityKeys.tenantId, T), eq(integrityKeys.purpose, 'TSA_ROOT'))),
    );
    writeFileSync(join(dataDir, 'token.der'), Buffer.from(stamp.token, 'base64'));
    writeFileSync(join(dataDir, 'root.pem'), root.certificate!);
    writeFileSync(join(dataDir, 'manifest.json'), manifestFromBody(r.manifest as Record<string, unknown>).json);
    const verify = (...args: string[]) => {
      const run = spawnSync('openssl', ['ts', '-verify', ...args, '-token_in', '-in', join(dataDir, 'token.der'), '-CAfile', join(dataDir, 'root.pem')], {
        encoding: 'utf8',
      });
      return `${run.stdout}${run.stderr}`;
    };
    expect(verify('-data', join(dataDir, 'manifest.json'))).toContain('Verification: OK');
    expect(verify('-digest', r.manifestSha256)).toContain('Verification: OK');
    expect(verify('-digest', '0'.repeat(64))).toContain('Verification: FAILED');
  });
});

describe('sealed evidence never changes', () => {
  it('refuses another artefact, 放弃 and 删除 through the application', async () => {
    const r = (await inDemo((tx) => findRecord(tx, T, made.id)))!;
    await expect(
      inDemo((tx) =>
        addArtifact(tx, r, { role: 'HAR', fileId: null, name: 'x.har', mime: 'application/json', size: 1, sha256: 'a'.repeat(64), sm3: 'b'.repeat(64) }),
      ),
    ).rejects.toThrow('证据已固定或已结束，不能再添加文件');
    const discard = await notary.put('/evidence/discard', { id: made.id, reason: '不要了' });
    expect(discard.status).toBe(409);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/evidence?id=${made.id}&reason=${encodeURIComponent('误操作')}`,
      headers: { satoken: await ctx.login('notary') },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('证据已固定，不能删除');
  });

  it('refuses UPDATE and DELETE of sealed artefacts and the record even as SQL of the application role', async () => {
    // The refusal is the trigger's (not a missing privilege or row-level security).
    const refuse = async (q: ReturnType<typeof sql>) => {
      const e = (await inDemo((tx) => tx.execute(q)).then(
        () => null,
        (err: unknown) => err,
      )) as { message: string; cause?: { message: string } } | null;
      expect(e?.cause?.message ?? e?.message).toMatch(/^已固定的证据(文件)?不能/);
    };
    await refuse(sql`update evidence_artifacts set size = size + 1 where record_id = ${made.id}`);
    await refuse(sql`update evidence_artifacts set sha256 = ${'f'.repeat(64)} where record_id = ${made.id}`);
    await refuse(sql`delete from evidence_artifacts where record_id = ${made.id}`);
    await refuse(
      sql`insert into evidence_artifacts (tenant_id, record_id, seq, role, name, size, sha256) values (${T}, ${made.id}, 99, 'HAR', 'x.har', 1, ${'a'.repeat(64)})`,
    );
    await refuse(sql`update evidence_records set title = '改过的名称' where id = ${made.id}`);
    await refuse(sql`update evidence_records set manifest_sha256 = ${'0'.repeat(64)} where id = ${made.id}`);
    await refuse(sql`update evidence_records set status = 'PENDING_CONFIRM' where id = ${made.id}`);
    await refuse(sql`delete from evidence_records where id = ${made.id}`);
    const arts = await inDemo((tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, made.id)));
    expect(arts.map((a) => a.size)).toEqual([Buffer.byteLength('截图字节'), Buffer.byteLength('<html>页面</html>')]);
  });

  it('still lets the certificate, retention and purge columns change (a purge only clears file_id)', async () => {
    await inDemo((tx) =>
      tx
        .update(evidenceRecords)
        .set({ certificateSha256: 'c'.repeat(64), certificateIssuedAt: new Date(), expiresAt: new Date('2030-01-01') })
        .where(eq(evidenceRecords.id, made.id)),
    );
    await inDemo((tx) => tx.update(evidenceArtifacts).set({ fileId: null }).where(eq(evidenceArtifacts.recordId, made.id)));
    const r = (await inDemo((tx) => findRecord(tx, T, made.id)))!;
    expect(r.certificateSha256).toBe('c'.repeat(64));
    expect(manifestFromBody(r.manifest as Record<string, unknown>).hash.sha256).toBe(r.manifestSha256);
  });
});
