import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { CALL_NOT_CONFIGURED_MESSAGE, callProviderFromEnv, noneCallProvider } from '../src/modules/evidence/call/call-provider-choice.ts';
import type { CallResult } from '../src/modules/evidence/call/call-provider.ts';
import { startCall } from '../src/modules/evidence/call/call-recording.ts';
import { FakeCallProvider, toneWav } from '../src/modules/evidence/call/fake-call-provider.ts';
import { evidenceArtifacts, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { storedFiles } from '../src/modules/files/file.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { actorFor } from './evidence-core-setup.ts';
import { DEMO_TENANT_ID } from './fixtures.ts';

const hex = (algo: string, b: Buffer) => createHash(algo).update(b).digest('hex');

let ctx: TestContext;
let dataDir: string;
let api: Client;
let provider: FakeCallProvider;
let withPhone: number;
let withoutPhone: number;

const record = async (id: number) => (await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, id))))[0]!;
const lastCall = () => [...provider.calls.keys()].at(-1)!;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-call-'));
  provider = new FakeCallProvider();
  ctx = await createTestContext({ dataDir }, { callProvider: provider });
  api = client(ctx, await ctx.login('notary'));
  withPhone = (await api.post('/customer/personal', { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' })).body.data.id;
  withoutPhone = (await api.post('/customer/personal', { name: '王芳', idType: 'ID_CARD', idNumber: '11010519491231002x' })).body.data.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('通话录音', () => {
  it('starts a call between the applicant’s phone and the number; the delivered audio becomes CALL_AUDIO, 待确认', async () => {
    const res = await api.post('/evidence/obtain/call', {
      title: '催款电话录音',
      applicant: { type: 'PERSONAL', customerId: withPhone },
      calleeNumber: '010-12345678',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CAPTURING', artifacts: [] });
    const callId = lastCall();
    expect(provider.calls.get(callId)).toEqual({
      reference: { tenantId: expect.any(Number), recordId: res.body.data.id },
      callerPhone: '13912345678',
      calleeNumber: '010-12345678',
    });
    expect((await record(res.body.data.id)).device).toMatchObject({ worker: 'call:fake', callId });

    const audio = toneWav(0.5);
    await provider.deliver(callId, audio);
    expect(await record(res.body.data.id)).toMatchObject({ status: 'PENDING_CONFIRM', captureType: 'PHONE_CALL' });
    const [art] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, res.body.data.id)));
    expect(art).toMatchObject({ role: 'CALL_AUDIO', mime: 'audio/wav', size: audio.length, sha256: hex('sha256', audio), sm3: hex('sm3', audio) });
    const [file] = await asSystem(ctx.db, (tx) => tx.select().from(storedFiles).where(eq(storedFiles.id, art!.fileId!)));
    expect(readFileSync(join(dataDir, 'files', file!.path)).equals(audio)).toBe(true);
  });

  it('a failed call ends the record with the reason', async () => {
    const res = await api.post('/evidence/obtain/call', {
      title: '未接通',
      applicant: { type: 'PERSONAL', customerId: withPhone },
      calleeNumber: '13800000000',
    });
    await provider.fail(lastCall(), '对方未接听');
    expect(await record(res.body.data.id)).toMatchObject({ status: 'FAILED', failureReason: '对方未接听' });
  });

  it('an applicant without a phone is refused and no record is left', async () => {
    const count = async () => (await asSystem(ctx.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(evidenceRecords)))[0]!.n;
    const before = await count();
    const res = await api.post('/evidence/obtain/call', { title: 'x', applicant: { type: 'PERSONAL', customerId: withoutPhone }, calleeNumber: '13800000000' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('申请人未登记手机号，无法发起通话录音');
    expect(await count()).toBe(before);
    expect((await api.post('/evidence/obtain/call', { title: 'x', applicant: { type: 'PERSONAL', customerId: withPhone }, calleeNumber: 'abc' })).status).toBe(
      400,
    );
  });
});

describe('the call provider', () => {
  it('is none unless CALL_PROVIDER says fake: a call is then refused in Chinese and leaves no record; the fake delivers a tone only when told to', async () => {
    expect(callProviderFromEnv({})).toBe(noneCallProvider);
    expect(callProviderFromEnv({ CALL_PROVIDER: 'none' })).toBe(noneCallProvider);
    expect(() => callProviderFromEnv({ CALL_PROVIDER: 'aliyun' })).toThrow('环境变量 CALL_PROVIDER 只能是 none 或 fake，当前为 "aliyun"');
    expect(() => callProviderFromEnv({ CALL_PROVIDER: 'fake', CALL_PROVIDER_FAKE_DELIVER_MS: '-1' })).toThrow('CALL_PROVIDER_FAKE_DELIVER_MS');

    const count = async () => (await asSystem(ctx.db, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(evidenceRecords)))[0]!.n;
    const before = await count();
    const actor = await actorFor(ctx, 'notary', DEMO_TENANT_ID);
    const body = { title: '电话录音', applicant: { type: 'PERSONAL' as const, customerId: withPhone }, calleeNumber: '13800000000' };
    await expect(startCall(ctx.db, noneCallProvider, actor, body)).rejects.toMatchObject({ message: CALL_NOT_CONFIGURED_MESSAGE });
    expect(await count()).toBe(before);

    const reference = { tenantId: DEMO_TENANT_ID, recordId: 1 };
    const quiet = new FakeCallProvider();
    const auto = callProviderFromEnv({ CALL_PROVIDER: 'fake', CALL_PROVIDER_FAKE_DELIVER_MS: '20' });
    expect(auto).toBeInstanceOf(FakeCallProvider);
    const delivered: string[] = [];
    for (const p of [quiet, auto]) p.onResult(async (r: CallResult) => void delivered.push(`${p === quiet ? 'quiet' : 'auto'}:${r.outcome}`));
    await quiet.start({ reference, callerPhone: '13912345678', calleeNumber: '13800000000' });
    await auto.start({ reference, callerPhone: '13912345678', calleeNumber: '13800000000' });
    await vi.waitFor(() => expect(delivered).toEqual(['auto:RECORDED']));
    await new Promise((r) => setTimeout(r, 100));
    expect(delivered).toEqual(['auto:RECORDED']);
    expect(quiet.calls.size).toBe(1);
  });
});
