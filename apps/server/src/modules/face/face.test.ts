import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar, residentIdCheckChar } from '@notaria/contracts';
import { client, type Client } from '../../../test/api.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOffice, userIdOf } from '../../../test/fixtures.ts';
import { uploadFile } from '../../../test/upload.ts';
import { asSystem } from '../../db/scope.ts';
import { caseParties } from '../business/business.table.ts';
import { httpFaceProvider } from './face.http-provider.ts';
import { providerFromEnv } from './face.provider-choice.ts';
import { FaceProviderError, NOT_CONFIGURED_MESSAGE, noneProvider, type FaceVerificationProvider, type FaceVerifyInput } from './face.provider.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'notaria-face-'));
let ctx: TestContext;
let notary: Client, assistant: Client, director: Client, finance: Client, them: Client;
let notaryToken: string, themToken: string;
let caseA: { id: number; businessNumber: string; parties: { id: number; name: string; role: string; idNo: string }[] };
let caseB: typeof caseA;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('face photo bytes')]);
const PDF = Buffer.from('%PDF-1.4 not a photo');
const LI_XUE_ID = `11010119850612002${residentIdCheckChar('11010119850612002')}`;
const creditCode = (() => {
  const first17 = '91110108100000001';
  return first17 + creditCodeCheckChar(first17);
})();

async function upload(token: string, name: string, bytes: Buffer): Promise<string> {
  const res = await uploadFile(ctx, token, name, bytes);
  expect(res.status).toBe(200);
  return res.body.data.ossUrl;
}

async function newCase(parties: unknown[]) {
  const birth = (await assistant.get('/notarization-item/tree', { name: '出生' })).body.data[0].children[0].children[0];
  const created = await assistant.post('/business', { itemIds: [birth.id], parties, handlerId: await userIdOf(ctx.db, 'notary'), feeConfirmed: true });
  expect(created.status).toBe(200);
  const found = await notary.get('/business/face/cases', { businessNumber: created.body.data.businessNumber });
  expect(found.body.data).toHaveLength(1);
  return found.body.data[0];
}

const myReports = async (c: Client) => (await c.get('/verification/my-report-page', { current: 1, size: 100, kind: 'FACE' })).body.data;
const faceRecords = async (c: Client, q: Record<string, unknown> = {}) => (await c.get('/business/face/page', { current: 1, size: 100, ...q })).body.data;

/** The app's face provider: none, unless a test puts another in place. */
let active: FaceVerificationProvider = noneProvider;
const setFaceProvider = (provider: FaceVerificationProvider) => {
  active = provider;
};
const switchable: FaceVerificationProvider = {
  get name() {
    return active.name;
  },
  get configured() {
    return active.configured;
  },
  verify: (input) => active.verify(input),
};

beforeAll(async () => {
  ctx = await createTestContext({ dataDir }, { faceProvider: switchable });
  notaryToken = await ctx.login('notary');
  notary = client(ctx, notaryToken);
  assistant = client(ctx, await ctx.login('assistant'));
  director = client(ctx, await ctx.login('director'));
  finance = client(ctx, await ctx.login('finance'));
  const other = await createOffice(ctx.db, '另一公证处', 'face_other', ['*']);
  themToken = await ctx.login('face_other', other.password);
  them = client(ctx, themToken);
  caseA = await newCase([
    { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '陈小明', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' } },
    { role: 'AGENT', customerType: 'PERSONAL', person: { name: '周晓梅', idType: 'ID_CARD', idNumber: '11010519491231002X', phone: '13900001234' } },
    { role: 'RELATED', customerType: 'INSTITUTION', institution: { name: '北京晨光科技有限公司', creditCode } },
  ]);
  caseB = await newCase([{ role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '李雪', idType: 'ID_CARD', idNumber: LI_XUE_ID } }]);
});
afterEach(() => setFaceProvider(noneProvider));
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('finding a case to verify', () => {
  it('lists the natural-person parties with masked ID numbers, never institutions', () => {
    expect(caseA.parties.map((p) => [p.role, p.name, p.idNo])).toEqual([
      ['APPLICANT', '陈小明', '1101**********8515'],
      ['AGENT', '周晓梅', '1101**********002X'],
    ]);
  });
});

describe('人工核验', () => {
  it('records a pass and a fail (a fail needs a note), each in the verifier’s 我的核验报告 and the case’s log', async () => {
    const photoUrl = await upload(notaryToken, 'chen.png', PNG);
    const [chen, zhou] = caseA.parties;
    const pass = await notary.post('/business/face/manual', { caseId: caseA.id, partyId: chen.id, photoUrl, result: 'PASS', note: ' 与身份证照片一致 ' });
    expect(pass.status).toBe(200);
    expect(pass.body.message).toBe('人工核验通过，已记录');
    expect(pass.body.data).toMatchObject({
      caseId: caseA.id,
      businessNumber: caseA.businessNumber,
      partyId: chen.id,
      partyName: '陈小明',
      partyRole: 'APPLICANT',
      subjectIdNo: '1101**********8515',
      method: 'MANUAL',
      result: 'PASS',
      score: null,
      note: '与身份证照片一致',
      photoUrl,
      verifierName: '李明',
    });

    const noNote = await notary.post('/business/face/manual', { caseId: caseA.id, partyId: zhou.id, photoUrl, result: 'FAIL', note: '  ' });
    expect(noNote.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '核验不通过时请填写说明' });
    const fail = await notary.post('/business/face/manual', {
      caseId: caseA.id,
      partyId: zhou.id,
      photoUrl,
      result: 'FAIL',
      note: '现场人员与证件照片明显不符',
    });
    expect(fail.body.data).toMatchObject({ result: 'FAIL', partyName: '周晓梅', note: '现场人员与证件照片明显不符' });

    const reports = await myReports(notary);
    expect(reports.list.slice(0, 2)).toMatchObject([
      {
        id: fail.body.data.id,
        kind: 'FACE',
        subjectName: '周晓梅',
        subjectIdNo: '1101**********002X',
        result: 'FAIL',
        businessType: 'case',
        businessId: String(caseA.id),
      },
      { id: pass.body.data.id, kind: 'FACE', subjectName: '陈小明', result: 'PASS', score: null },
    ]);
    expect((await myReports(assistant)).total).toBe(0);

    const detail = (await director.get('/business', { id: caseA.id })).body.data;
    expect(detail.logs.filter((l: { action: string }) => l.action === 'faceManual').map((l: { message: string }) => l.message)).toEqual([
      '人脸识别（人工）：申请人 陈小明 通过',
      '人脸识别（人工）：代理人 周晓梅 未通过',
    ]);
  });

  it('refuses a party of another case, an institution, and a photo that is not an uploaded image of the office', async () => {
    const photoUrl = await upload(notaryToken, 'x.png', PNG);
    const before = (await faceRecords(notary)).total;
    const otherParty = await notary.post('/business/face/manual', { caseId: caseA.id, partyId: caseB.parties[0].id, photoUrl, result: 'PASS' });
    expect(otherParty.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '所选当事人不属于该业务' });
    expect((await notary.post('/business/face/manual', { caseId: caseA.id, partyId: 999_999, photoUrl, result: 'PASS' })).body.message).toBe(
      '所选当事人不属于该业务',
    );

    const [institution] = await asSystem(ctx.db, (tx) =>
      tx
        .select({ id: caseParties.id })
        .from(caseParties)
        .where(and(eq(caseParties.caseId, caseA.id), eq(caseParties.customerType, 'INSTITUTION'))),
    );
    expect((await notary.post('/business/face/manual', { caseId: caseA.id, partyId: institution.id, photoUrl, result: 'PASS' })).body.message).toBe(
      '机构当事人不能进行人脸识别，请选择自然人当事人',
    );

    const pdf = await upload(notaryToken, 'id.pdf', PDF);
    expect((await notary.post('/business/face/manual', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl: pdf, result: 'PASS' })).body.message).toBe(
      '现场照片须为图片（JPG、PNG 等）',
    );
    const theirs = await upload(themToken, 'theirs.png', PNG);
    for (const url of [theirs, 'https://example.com/a.png', '/api/file/../../etc/passwd']) {
      expect((await notary.post('/business/face/manual', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl: url, result: 'PASS' })).body.message).toBe(
        '现场照片须为本机构已上传的文件，请重新上传',
      );
    }
    expect((await faceRecords(notary)).total).toBe(before);
  });
});

describe('access and tenancy', () => {
  it('needs the 人脸识别 function to verify and the page permission to list', async () => {
    const photoUrl = await upload(notaryToken, 'y.png', PNG);
    const body = { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl, result: 'PASS' };
    for (const c of [assistant, finance]) {
      expect((await c.post('/business/face/manual', body)).status).toBe(403);
      expect((await c.post('/business/face/verify', body)).status).toBe(403);
      expect((await c.get('/business/face/cases', { businessNumber: caseA.businessNumber })).status).toBe(403);
      expect((await c.get('/business/face/page')).status).toBe(403);
    }
  });

  it('refuses another office’s case and never lists another office’s records', async () => {
    const photoUrl = await upload(themToken, 'z.png', PNG);
    const res = await them.post('/business/face/manual', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl, result: 'PASS' });
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: '业务不存在' });
    expect((await them.get('/business/face/cases', { businessNumber: caseA.businessNumber })).body.data).toEqual([]);
    expect((await faceRecords(them)).total).toBe(0);
    expect((await faceRecords(notary)).total).toBeGreaterThan(0);
  });
});

describe('接口核验', () => {
  it('is refused with its message when no provider is configured, and records nothing', async () => {
    expect((await notary.get('/business/face/provider')).body.data).toEqual({ configured: false, name: '' });
    const photoUrl = await upload(notaryToken, 'n.png', PNG);
    const before = (await myReports(notary)).total;
    const res = await notary.post('/business/face/verify', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_CONFIGURED_MESSAGE);
    expect((await myReports(notary)).total).toBe(before);
  });

  it('records what an injected provider concludes, given the party and the photo bytes', async () => {
    const seen: FaceVerifyInput[] = [];
    const provider: FaceVerificationProvider = {
      name: 'test-face',
      configured: true,
      verify: async (input) => {
        seen.push(input);
        return input.name === '陈小明'
          ? { result: 'PASS', score: 93, message: '比对一致', raw: { code: 0 } }
          : { result: 'FAIL', score: 41, message: '相似度不足', raw: { code: 1 } };
      },
    };
    setFaceProvider(provider);
    expect((await notary.get('/business/face/provider')).body.data).toEqual({ configured: true, name: 'test-face' });
    const photoUrl = await upload(notaryToken, 'p.png', PNG);
    const pass = await notary.post('/business/face/verify', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl });
    expect(pass.body).toMatchObject({
      message: '核验通过',
      data: { method: 'PROVIDER', provider: 'test-face', result: 'PASS', score: 93, message: '比对一致', verifierName: '李明' },
    });
    expect(seen[0]).toMatchObject({ name: '陈小明', idNo: '110101199003078515', photo: { mime: 'image/png' } });
    expect(seen[0].photo.bytes.equals(PNG)).toBe(true);
    const fail = await notary.post('/business/face/verify', { caseId: caseA.id, partyId: caseA.parties[1].id, photoUrl });
    expect(fail.body).toMatchObject({ message: '核验未通过，已记录', data: { result: 'FAIL', score: 41 } });

    expect((await myReports(notary)).list[1]).toMatchObject({ id: pass.body.data.id, kind: 'FACE', result: 'PASS', score: 93, subjectName: '陈小明' });
    expect((await faceRecords(notary, { method: 'PROVIDER', result: 'PASS' })).list).toMatchObject([
      { id: pass.body.data.id, provider: 'test-face', score: 93 },
    ]);
  });

  it('records nothing when the provider cannot conclude, and says why', async () => {
    setFaceProvider({
      name: 'down',
      configured: true,
      verify: () => Promise.reject(new FaceProviderError('人脸核验接口 15 秒内未答复，本次未记录；请稍后重试或改用人工核验')),
    });
    const photoUrl = await upload(notaryToken, 'q.png', PNG);
    const before = (await myReports(notary)).total;
    const res = await notary.post('/business/face/verify', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl });
    expect(res.body).toMatchObject({ success: false, message: '人脸核验接口 15 秒内未答复，本次未记录；请稍后重试或改用人工核验' });
    expect((await myReports(notary)).total).toBe(before);
  });
});

describe('the page', () => {
  it('filters by business number, party, result, method and time', async () => {
    const all = await faceRecords(notary);
    expect(all.list.every((r: { businessNumber: string }) => [caseA.businessNumber, caseB.businessNumber].includes(r.businessNumber))).toBe(true);
    const photoUrl = await upload(notaryToken, 'b.png', PNG);
    const b = (await notary.post('/business/face/manual', { caseId: caseB.id, partyId: caseB.parties[0].id, photoUrl, result: 'PASS' })).body.data;
    expect((await faceRecords(notary, { businessNumber: caseB.businessNumber })).list.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await faceRecords(notary, { partyName: '李' })).list.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await faceRecords(notary, { result: 'FAIL' })).list.every((r: { result: string }) => r.result === 'FAIL')).toBe(true);
    expect((await faceRecords(notary, { method: 'MANUAL' })).list.every((r: { method: string }) => r.method === 'MANUAL')).toBe(true);
    expect((await faceRecords(notary, { from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    expect((await faceRecords(notary, { to: new Date(Date.now() - 3_600_000).toISOString() })).total).toBe(0);
    expect((await faceRecords(notary, { from: new Date(Date.now() - 3_600_000).toISOString() })).total).toBe(all.total + 1);
    const paged = (await notary.get('/business/face/page', { current: 2, size: 1 })).body.data;
    expect(paged).toMatchObject({ total: all.total + 1, list: [{ id: all.list[0].id }] });
  });
});

describe('the http provider', () => {
  let server: Server;
  let url: string;
  let answer: (req: IncomingMessage, body: string) => { status: number; body: string } | 'hang';
  const received: { auth?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        const a = answer(req, body);
        if (a === 'hang') return;
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/verify`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const input = { name: '陈小明', idNo: '110101199003078515', photo: { bytes: PNG, mime: 'image/png' } };

  it('posts name, ID number and the photo with the key, and maps the answer', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ result: 'PASS', score: 96.4, message: '一致', requestId: 'x1' }) });
    const provider = httpFaceProvider({ url, key: 'k-123', timeoutMs: 2000 });
    expect(await provider.verify(input)).toEqual({
      result: 'PASS',
      score: 96,
      message: '一致',
      raw: { result: 'PASS', score: 96.4, message: '一致', requestId: 'x1' },
    });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer k-123',
      body: { name: '陈小明', idNo: '110101199003078515', photo: PNG.toString('base64'), mime: 'image/png' },
    });

    setFaceProvider(provider);
    const photoUrl = await upload(notaryToken, 'h.png', PNG);
    const res = await notary.post('/business/face/verify', { caseId: caseA.id, partyId: caseA.parties[0].id, photoUrl });
    expect(res.body.data).toMatchObject({ result: 'PASS', score: 96, provider: `http:127.0.0.1:${new URL(url).port}` });
  });

  it('gives a clear message on a timeout, an error status, an unreadable answer, or no service at all', async () => {
    answer = () => 'hang';
    await expect(httpFaceProvider({ url, key: '', timeoutMs: 200 }).verify(input)).rejects.toThrow(
      '人脸核验接口 1 秒内未答复，本次未记录；请稍后重试或改用人工核验',
    );
    answer = () => ({ status: 503, body: '{}' });
    await expect(httpFaceProvider({ url, key: '', timeoutMs: 2000 }).verify(input)).rejects.toThrow(
      '人脸核验接口返回错误（HTTP 503），本次未记录；请稍后重试或改用人工核验',
    );
    answer = () => ({ status: 200, body: JSON.stringify({ ok: true }) });
    await expect(httpFaceProvider({ url, key: '', timeoutMs: 2000 }).verify(input)).rejects.toThrow('人脸核验接口的答复无法识别');
    await expect(httpFaceProvider({ url: 'http://127.0.0.1:1/verify', key: '', timeoutMs: 2000 }).verify(input)).rejects.toThrow(
      '无法连接人脸核验接口，本次未记录；请稍后重试或改用人工核验',
    );
  });
});

describe('choosing the provider from the environment', () => {
  it('is none by default, http with a URL, and refuses anything else at start', () => {
    expect(providerFromEnv({})).toBe(noneProvider);
    expect(providerFromEnv({ FACE_PROVIDER: 'http', FACE_PROVIDER_URL: 'https://face.example.cn/v1/verify', FACE_PROVIDER_KEY: 'k' })).toMatchObject({
      name: 'http:face.example.cn',
      configured: true,
    });
    expect(() => providerFromEnv({ FACE_PROVIDER: 'http' })).toThrow('FACE_PROVIDER=http 时必须设置 FACE_PROVIDER_URL（http:// 或 https:// 地址）');
    expect(() => providerFromEnv({ FACE_PROVIDER: 'baidu' })).toThrow('环境变量 FACE_PROVIDER 只能是 none 或 http，当前为 "baidu"');
    expect(() => providerFromEnv({ FACE_PROVIDER: 'http', FACE_PROVIDER_URL: 'http://x.cn', FACE_PROVIDER_TIMEOUT_MS: '0' })).toThrow(
      'FACE_PROVIDER_TIMEOUT_MS',
    );
  });
});
