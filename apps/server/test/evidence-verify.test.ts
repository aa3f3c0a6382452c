import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord } from '../src/modules/evidence/certificate/verify-record.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorOf, artefactPath, personalCustomer, sealedRecord, type SealedRecord } from './evidence-certificate-setup.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

const hash = (algo: string, b: Buffer) => createHash(algo).update(b).digest('hex');

let ctx: TestContext;
let dataDir: string;
let notary: Client;
let made: SealedRecord;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-evidence-verify-'));
  ctx = await createTestContext({ dataDir });
  notary = client(ctx, await ctx.login('notary'));
  const customerId = await personalCustomer(notary);
  made = await sealedRecord(ctx, await actorOf(ctx, 'notary', DEMO_TENANT_ID), customerId);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('核验证据 (staff)', () => {
  it('finds an untouched record intact: every file, the manifest against its chain entry, the timestamp', async () => {
    const res = await notary.get('/evidence/verify', { id: made.id });
    expect(res.status).toBe(200);
    const v = res.body.data;
    expect(v).toMatchObject({
      evidenceNo: made.evidenceNo,
      intact: true,
      changed: [],
      manifestMatchesChain: true,
      chainIntact: true,
      timestamp: { valid: true },
    });
    expect(v.files.map((f: { result: string }) => f.result)).toEqual(['OK', 'OK', 'OK']);
    expect(v.summary).toMatch(/^核验通过/);
  });

  it('names the one file of which one stored byte changed, and only that one', async () => {
    const path = await artefactPath(ctx, made.id, 'page.mhtml');
    const original = readFileSync(path);
    const changed = Buffer.from(original);
    changed[5] ^= 0x01;
    writeFileSync(path, changed);
    try {
      const v = await verifyRecord(ctx.db, ctx.app.storage, DEMO_TENANT_ID, made.id);
      expect(v.intact).toBe(false);
      expect(v.changed).toEqual(['page.mhtml']);
      expect(v.files.find((f) => f.name === 'page.mhtml')).toMatchObject({
        result: 'CHANGED',
        sha256: hash('sha256', original),
        actualSha256: hash('sha256', changed),
      });
      expect(v.files.filter((f) => f.result === 'OK').map((f) => f.name)).toEqual(['screenshot.png', 'network.har']);
      expect(v.summary).toContain('page.mhtml');
      expect(v.manifestMatchesChain).toBe(true);
      const viaApi = (await notary.get('/evidence/verify', { id: made.id })).body.data;
      expect(viaApi.changed).toEqual(['page.mhtml']);
    } finally {
      writeFileSync(path, original);
    }
    expect((await verifyRecord(ctx.db, ctx.app.storage, DEMO_TENANT_ID, made.id)).intact).toBe(true);
  });

  it('says a missing stored file is a fault, by name', async () => {
    const path = await artefactPath(ctx, made.id, 'network.har');
    const original = readFileSync(path);
    rmSync(path);
    try {
      const v = await verifyRecord(ctx.db, ctx.app.storage, DEMO_TENANT_ID, made.id);
      expect(v.intact).toBe(false);
      expect(v.changed).toEqual(['network.har']);
      expect(v.files.find((f) => f.name === 'network.har')!.result).toBe('MISSING');
    } finally {
      writeFileSync(path, original);
    }
  });
});

describe('公开核验 of an evidence file (POST /integrity/verify)', () => {
  it('answers genuine for the SHA-256 and the SM3 of an artefact, with the number, time and timestamp, and no personal data', async () => {
    const anyone = client(ctx, '');
    const file = made.files[0];
    for (const h of [file.sha256, file.sm3]) {
      const res = await anyone.post('/integrity/verify', { hash: h });
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.matched).toBe(true);
      expect(d.records).toHaveLength(1);
      expect(d.records[0]).toMatchObject({
        kind: 'EVIDENCE',
        reference: made.evidenceNo,
        matches: [h === file.sha256 ? 'artefactSha256' : 'artefactSm3'],
        recordIntact: true,
        timestamp: { valid: true },
      });
      expect(Date.parse(d.records[0].at)).not.toBeNaN();
      expect(JSON.stringify(res.body)).not.toMatch(/陈小明|110101|139123|notary/);
    }
  });

  it('answers not genuine for a changed copy', async () => {
    const changed = Buffer.from(made.files[1].bytes);
    changed[0] ^= 0x20;
    const res = await client(ctx, '').post('/integrity/verify', { hash: hash('sha256', changed) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ matched: false, records: [] });
  });
});
