import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseQrText } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, inTenant } from '../src/db/scope.ts';
import type { Actor } from '../src/modules/auth/auth.api.ts';
import { captured, createRecord } from '../src/modules/evidence/evidence.api.ts';
import { evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { docSettings } from '../src/modules/doc-template/doc-template.table.ts';
import { writeGenerated } from '../src/modules/files/files.api.ts';
import { qrPng } from '../src/modules/render/render.api.ts';
import { evidencePackage } from '../src/modules/evidence/certificate/evidence-package.ts';
import { evidenceCertificate } from '../src/modules/evidence/certificate/issue-certificate.ts';
import { verifyForStaff } from '../src/modules/evidence/certificate/verify-record.ts';
import { sealIn, verifyPayload, type SignatureAlgorithm } from '../src/modules/integrity/integrity.api.ts';
import { integrityChain, integrityTimestamps } from '../src/modules/integrity/integrity.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorOf, fetchFile, personalCustomer, poppler, qrTexts, sealedRecord, type SealedRecord } from './evidence-certificate-setup.ts';
import { createOffice, DEMO_TENANT_ID } from './fixtures.ts';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let ctx: TestContext;
let dataDir: string;
let token: string;
let notary: Client;
let actor: Actor;
let customerId: number;
let made: SealedRecord;
let pdf: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-evidence-cert-'));
  ctx = await createTestContext({ dataDir });
  token = await ctx.login('notary');
  notary = client(ctx, token);
  actor = await actorOf(ctx, 'notary', DEMO_TENANT_ID);
  customerId = await personalCustomer(notary);
  made = await sealedRecord(ctx, actor, customerId);
  const res = await fetchFile(ctx, token, `/evidence/certificate?id=${made.id}`);
  expect(res.status, res.bytes.toString().slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  pdf = res.bytes;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const recordRow = async () => (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, made.id))))[0]!;

describe('保全证书', () => {
  it('prints the number, the applicant (ID masked), every file with its hashes, the manifest hash, the chain position and the statement', async () => {
    const text = poppler('pdftotext', pdf).replace(/\s+/g, '');
    const r = await recordRow();
    expect(text).toContain('电子数据保全证书');
    expect(text).toContain(made.evidenceNo);
    expect(text).toContain('陈小明');
    expect(text).not.toContain('110101199003078515');
    expect(text).toContain(r.applicant.idMasked);
    expect(text).toContain('网页取证');
    expect(text).toContain('https://shop.example.cn/item/1');
    for (const f of made.files) {
      expect(text).toContain(f.name);
      expect(text).toContain(f.sha256);
      expect(text).toContain(f.sm3);
    }
    expect(text).toContain(r.manifestSha256);
    expect(text).toContain(r.manifestSm3);
    expect(text).toContain(`完整性链第${r.chainSeq}条`);
    const [stamp] = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(integrityTimestamps)
        .where(and(eq(integrityTimestamps.tenantId, DEMO_TENANT_ID), eq(integrityTimestamps.seq, r.chainSeq!))),
    );
    expect(text).toContain(`序列号${stamp.serial}`);
    expect(text).toContain('仅对上述电子数据的保全（取证）过程予以证明');
    expect(text).toContain('不证明其内容的真实性与合法性');
    expect(text).not.toContain('【');
  });

  it('embeds its fonts', () => {
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter((line) => line.trim());
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line.split(/\s+/).at(-5)).toBe('yes');
  });

  it('carries a QR whose signed payload verifies with the published key and names the sealed record', async () => {
    const texts = qrTexts(pdf);
    expect(texts).toHaveLength(1);
    const qr = parseQrText(texts[0])!;
    const r = await recordRow();
    expect(qr.payload).toMatchObject({ number: made.evidenceNo, documentHash: r.manifestSha256 });
    const anyone = client(ctx, '');
    const keys = (await anyone.get('/integrity/keys')).body.data as { keyId: string; algorithm: string; publicKey: string }[];
    const key = keys.find((k) => k.keyId === qr.payload.keyId)!;
    expect(verifyPayload({ algorithm: key.algorithm as SignatureAlgorithm, publicKey: key.publicKey }, qr.payload, qr.signature)).toBe(true);
    const checked = (await anyone.post('/integrity/verify', qr)).body.data;
    expect(checked.signature.valid).toBe(true);
    expect(checked.records[0]).toMatchObject({ kind: 'EVIDENCE', reference: made.evidenceNo, recordIntact: true, timestamp: { valid: true } });
    const forged = (await anyone.post('/integrity/verify', { ...qr, payload: { ...qr.payload, number: `${made.evidenceNo}X` } })).body.data;
    expect(forged.matched).toBe(false);
  });

  it('is stored, hashed, chained as its own entry and timestamped; a second call returns the same bytes', async () => {
    const r = await recordRow();
    expect(r.certificateSha256).toBe(sha256(pdf));
    expect(r.certificateIssuedAt).not.toBeNull();
    const [entry] = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(integrityChain)
        .where(and(eq(integrityChain.tenantId, DEMO_TENANT_ID), eq(integrityChain.seq, r.certificateChainSeq!))),
    );
    expect(entry).toMatchObject({ kind: 'EVIDENCE_CERT', ref: made.evidenceNo, artefactSha256: sha256(pdf) });
    expect(entry.seq).toBeGreaterThan(r.chainSeq!);
    const stamps = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(integrityTimestamps)
        .where(and(eq(integrityTimestamps.tenantId, DEMO_TENANT_ID), eq(integrityTimestamps.seq, entry.seq))),
    );
    expect(stamps).toHaveLength(1);
    const again = await fetchFile(ctx, token, `/evidence/certificate?id=${made.id}`);
    expect(again.status).toBe(200);
    expect(sha256(again.bytes)).toBe(sha256(pdf));
    expect((await recordRow()).certificateChainSeq).toBe(r.certificateChainSeq);
  });

  it('answers genuine to the public for the PDF hash, with the number and a valid timestamp but no personal data; not for a changed copy', async () => {
    const anyone = client(ctx, '');
    const res = await anyone.post('/integrity/verify', { hash: sha256(pdf) });
    expect(res.status).toBe(200);
    expect(res.body.data.matched).toBe(true);
    expect(res.body.data.records[0]).toMatchObject({
      kind: 'EVIDENCE_CERT',
      reference: made.evidenceNo,
      matches: ['artefactSha256'],
      timestamp: { valid: true },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/陈小明|110101|139123/);
    const changed = Buffer.from(pdf);
    changed[changed.length - 10] ^= 1;
    expect((await anyone.post('/integrity/verify', { hash: sha256(changed) })).body.data.matched).toBe(false);
  });

  it('places the office seal when the office has one, beside the QR', async () => {
    const sealPng = await qrPng('公章样图');
    const stored = await writeGenerated(ctx.app.storage, DEMO_TENANT_ID, 'seal.png', 'image/png', sealPng);
    await inTenant(ctx.db, DEMO_TENANT_ID, async (tx) => {
      await stored.record(tx, actor.userId);
      await tx
        .insert(docSettings)
        .values({ tenantId: DEMO_TENANT_ID, officeFullName: '北京市长安公证处', sealFileId: stored.key })
        .onConflictDoUpdate({ target: docSettings.tenantId, set: { sealFileId: stored.key } });
    });
    const sealed = await sealedRecord(ctx, actor, customerId);
    const res = await fetchFile(ctx, token, `/evidence/certificate?id=${sealed.id}`);
    expect(res.status).toBe(200);
    // Two images: the QR and the seal (which, being a QR picture here, decodes as well).
    expect(qrTexts(res.bytes).sort()).toEqual(['公章样图', expect.stringContaining('/verify?')].sort());
    const meta = await asSystem(ctx.db, (tx) => tx.select().from(integrityChain).where(eq(integrityChain.kind, 'EVIDENCE_CERT')));
    expect(meta.find((e) => e.ref === sealed.evidenceNo)!.manifest.metadata).toMatchObject({ sealed: true });
  }, 120_000);

  it('is refused with a Chinese 409 for a record not yet confirmed, and nothing is issued', async () => {
    const pending = await inTenant(ctx.db, DEMO_TENANT_ID, async (tx) => {
      const r = await createRecord(tx, actor, {
        captureType: 'WEB_PAGE',
        title: '未确认的取证',
        applicant: { type: 'PERSONAL', customerId },
        targetUrl: 'https://a.example.cn',
      });
      return captured(tx, r);
    });
    const res = await notary.get('/evidence/certificate', { id: pending.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/尚未确认固定/);
    const row = (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, pending.id))))[0]!;
    expect(row.certificateFileId).toBeNull();
  });

  it('needs the page of the record’s kind: 存证列表 alone opens neither the certificate, the package nor the check of a 取证 record', async () => {
    const onlyDeposits = { ...actor, permissions: ['evidence:existList'] };
    const config = { storage: ctx.app.storage, origin: ctx.config.publicOrigin };
    for (const call of [
      () => evidenceCertificate(ctx.db, sealIn(dataDir), config, onlyDeposits, made.id),
      () => evidencePackage(ctx.db, ctx.app.storage, onlyDeposits, made.id),
      () => verifyForStaff(ctx.db, ctx.app.storage, onlyDeposits, made.id),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN', message: '您没有查看此证据的权限' });
  });

  it('is not found for another office, nor is the package or the check', async () => {
    const other = await createOffice(ctx.db, '另一公证处', 'evcert_other', ['*']);
    const otherToken = await ctx.login('evcert_other', other.password);
    for (const path of ['certificate', 'package']) {
      const res = await fetchFile(ctx, otherToken, `/evidence/${path}?id=${made.id}`);
      expect(res.status, path).toBe(404);
      expect(res.json().message).toMatch(/不存在/);
    }
    expect((await client(ctx, otherToken).get('/evidence/verify', { id: made.id })).status).toBe(404);
  });
});
