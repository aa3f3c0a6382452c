import {
  FACE_METHODS,
  PARTY_ROLES,
  VERIFICATION_RESULTS,
  type FaceCaseOption,
  type FaceManualBody,
  type FaceMethod,
  type FacePageQuery,
  type FaceProviderState,
  type FaceRecordRow,
  type FaceVerifyBody,
  type PageResult,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { ownFile, readWhole, type FileStorage } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { recordVerificationReport } from '../verification/verification.api.ts';
import { FaceProviderError, NOT_CONFIGURED_MESSAGE, type FaceVerificationProvider } from './face.provider.ts';
import * as repo from './face.repo.ts';

/** 1101**********1234: the first and last four characters of an identity number stay readable. */
export function maskIdNo(idNo: string): string {
  const s = idNo.trim();
  if (s.length > 8) return `${s.slice(0, 4)}${'*'.repeat(s.length - 8)}${s.slice(-4)}`;
  if (s.length > 2) return `${s[0]}${'*'.repeat(s.length - 2)}${s.at(-1)}`;
  return '*'.repeat(s.length);
}

type Subject = { photoUrl: string; caseId: number; partyId: number };

/** The case (of the tenant), one of its natural-person parties, and an uploaded image of the tenant. */
async function subjectOf(tx: Tx, tenantId: number, input: Subject) {
  const c = await repo.findCase(tx, tenantId, input.caseId);
  if (!c) throw notFound('业务');
  const party = await repo.findParty(tx, tenantId, c.id, input.partyId);
  if (!party) throw invalid('所选当事人不属于该业务');
  if (party.customerType !== 'PERSONAL') throw invalid('机构当事人不能进行人脸识别，请选择自然人当事人');
  const file = await ownFile(tx, tenantId, input.photoUrl, '现场照片', { image: true });
  return { c, party, file, photoUrl: input.photoUrl.trim() };
}
type LoadedSubject = Awaited<ReturnType<typeof subjectOf>>;

interface Verdict {
  method: FaceMethod;
  result: 'PASS' | 'FAIL' | 'PENDING';
  score: number | null;
  provider: string;
  note: string;
  message: string;
  raw?: unknown;
}

/** Writes the 核验报告 (it shows in the verifier's 我的核验报告) and the case's operation-log entry. */
async function record(tx: Tx, actor: Actor, s: LoadedSubject, v: Verdict): Promise<FaceRecordRow> {
  const subjectIdNo = maskIdNo(s.party.idNumber);
  const id = await recordVerificationReport(tx, actor.tenantId, {
    userId: actor.userId,
    kind: repo.FACE_KIND,
    title: `人脸识别（${FACE_METHODS[v.method]}）${s.c.businessNumber}`.slice(0, 100),
    subjectName: s.party.name.slice(0, 64),
    subjectIdNo,
    result: v.result,
    score: v.score,
    businessType: repo.FACE_BUSINESS_TYPE,
    businessId: String(s.c.id),
    detail: {
      businessNumber: s.c.businessNumber,
      partyId: s.party.id,
      partyRole: s.party.role,
      photoUrl: s.photoUrl,
      method: v.method,
      provider: v.provider,
      note: v.note,
      message: v.message,
      ...(v.raw === undefined ? {} : { raw: v.raw }),
    },
  });
  const role = PARTY_ROLES[s.party.role as keyof typeof PARTY_ROLES] ?? s.party.role;
  await audit(tx, actor, {
    module: 'business',
    action: v.method === 'MANUAL' ? 'faceManual' : 'faceVerify',
    targetId: s.c.id,
    message: `人脸识别（${FACE_METHODS[v.method]}）：${role} ${s.party.name} ${VERIFICATION_RESULTS[v.result]}`,
    after: { reportId: id, partyId: s.party.id, result: v.result, score: v.score, provider: v.provider, note: v.note, photoUrl: s.photoUrl },
  });
  return {
    id,
    caseId: s.c.id,
    businessNumber: s.c.businessNumber,
    partyId: s.party.id,
    partyName: s.party.name,
    partyRole: s.party.role,
    subjectIdNo,
    method: v.method,
    provider: v.provider,
    result: v.result,
    score: v.score,
    note: v.note,
    message: v.message,
    photoUrl: s.photoUrl,
    verifierId: actor.userId,
    verifierName: actor.name,
    createdAt: new Date().toISOString(),
  };
}

export const providerState = (provider: FaceVerificationProvider): FaceProviderState => ({
  configured: provider.configured,
  name: provider.configured ? provider.name : '',
});

export const findCases = (db: Database, actor: Actor, businessNumber: string): Promise<FaceCaseOption[]> =>
  inTenant(db, actor.tenantId, async (tx) =>
    (await repo.casesByNumber(tx, actor.tenantId, businessNumber.trim())).map((c) => ({
      id: c.id,
      businessNumber: c.businessNumber,
      status: c.status,
      parties: c.parties.map((p) => ({ id: p.id, role: p.role, name: p.name, idNo: maskIdNo(p.idNumber) })),
    })),
  );

const text = (d: Record<string, unknown>, key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');
const int = (d: Record<string, unknown>, key: string) => (typeof d[key] === 'number' ? (d[key] as number) : null);

export const pageRecords = (db: Database, actor: Actor, q: FacePageQuery): Promise<PageResult<FaceRecordRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await repo.pageRecords(tx, actor.tenantId, q);
    return {
      total: page.total,
      list: page.list.map(({ r, verifierName }) => ({
        id: r.id,
        caseId: Number(r.businessId) || null,
        businessNumber: text(r.detail, 'businessNumber'),
        partyId: int(r.detail, 'partyId'),
        partyName: r.subjectName,
        partyRole: text(r.detail, 'partyRole'),
        subjectIdNo: r.subjectIdNo,
        method: text(r.detail, 'method'),
        provider: text(r.detail, 'provider'),
        result: r.result,
        score: r.score,
        note: text(r.detail, 'note'),
        message: text(r.detail, 'message'),
        photoUrl: text(r.detail, 'photoUrl'),
        verifierId: r.userId,
        verifierName,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });

/** 人工核验: the notary compares the photo with the party and decides; a FAIL needs a note. */
export async function verifyManually(db: Database, actor: Actor, body: FaceManualBody): Promise<FaceRecordRow> {
  const note = body.note?.trim() ?? '';
  if (body.result === 'FAIL' && !note) throw invalid('核验不通过时请填写说明');
  return inTenant(db, actor.tenantId, async (tx) => {
    const s = await subjectOf(tx, actor.tenantId, body);
    return record(tx, actor, s, { method: 'MANUAL', result: body.result, score: null, provider: '', note, message: '' });
  });
}

/**
 * 接口核验: the provider compares the photo with the party's identity. The call happens outside any
 * transaction; when it gives no conclusion nothing is recorded, a FAIL it gives is recorded.
 */
export async function verifyByProvider(
  db: Database,
  provider: FaceVerificationProvider,
  storage: FileStorage,
  actor: Actor,
  body: FaceVerifyBody,
): Promise<FaceRecordRow> {
  if (!provider.configured) throw new AppError('CONFLICT', NOT_CONFIGURED_MESSAGE);
  const s = await inTenant(db, actor.tenantId, (tx) => subjectOf(tx, actor.tenantId, body));
  const bytes = await readWhole(storage, s.file.path).catch(() => undefined);
  if (!bytes) throw invalid('现场照片文件已不存在，请重新上传');
  let outcome;
  try {
    outcome = await provider.verify({ name: s.party.name, idNo: s.party.idNumber, photo: { bytes, mime: s.file.mime } });
  } catch (e) {
    if (e instanceof FaceProviderError) throw new AppError('INTERNAL_ERROR', e.message);
    throw e;
  }
  return inTenant(db, actor.tenantId, async (tx) => {
    const again = await subjectOf(tx, actor.tenantId, body);
    return record(tx, actor, again, {
      method: 'PROVIDER',
      result: outcome.result,
      score: outcome.score,
      provider: provider.name,
      note: '',
      message: outcome.message,
      raw: outcome.raw,
    });
  });
}
