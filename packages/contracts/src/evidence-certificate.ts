import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { ARTIFACT_ROLES, EVIDENCE_STATUSES } from './evidence.ts';
import { IdQuery, StringEnum } from './ids.ts';

// 保全证书, the evidence package and the staff-side check of a sealed record. Either evidence page may call them;
// the server also requires the page of the record's own kind (取证 → 取证列表, 存证 → 存证列表).

const tag = '电子证据';
const EITHER_PAGE = ['evidence:obtainList', 'evidence:existList'] as const;

/** OK: the stored bytes hash as sealed; CHANGED: they do not; MISSING: no stored bytes (hash-only or purged). */
export const ARTIFACT_CHECKS = ['OK', 'CHANGED', 'MISSING'] as const;
export type ArtifactCheck = (typeof ARTIFACT_CHECKS)[number];
export const ARTIFACT_CHECK_LABELS: Record<ArtifactCheck, string> = { OK: '一致', CHANGED: '已被改动', MISSING: '无存储文件' };

export const EvidenceFileCheck = Type.Object({
  seq: Type.Integer(),
  role: StringEnum(ARTIFACT_ROLES, '类别'),
  name: Type.String({ title: '文件名' }),
  result: StringEnum(ARTIFACT_CHECKS, '核验结果'),
  /** As sealed. */
  sha256: Type.String({ title: 'SHA-256（固定时）' }),
  /** As read now; empty when there are no stored bytes. */
  actualSha256: Type.String({ title: 'SHA-256（当前）' }),
});
export type EvidenceFileCheck = Static<typeof EvidenceFileCheck>;

export const EvidenceVerifyResult = Type.Object({
  id: Type.Integer(),
  evidenceNo: Type.String({ title: '保全编号' }),
  status: StringEnum(EVIDENCE_STATUSES, '状态'),
  /** Every check passed: files, manifest, chain entry and (when stamped) the timestamp. */
  intact: Type.Boolean({ title: '完整' }),
  /** In Chinese: what passed, or which file changed. */
  summary: Type.String({ title: '结论' }),
  files: Type.Array(EvidenceFileCheck, { title: '文件' }),
  /** Names of the files whose stored bytes no longer match. */
  changed: Type.Array(Type.String(), { title: '被改动的文件' }),
  manifestMatchesChain: Type.Boolean({ title: '固定清单与哈希链一致' }),
  chainSeq: Type.Union([Type.Integer(), Type.Null()], { title: '哈希链序号' }),
  chainIntact: Type.Boolean({ title: '哈希链记录未被改动' }),
  timestamp: Type.Union(
    [
      Type.Object({
        valid: Type.Boolean({ title: '时间戳有效' }),
        genTime: Type.String({ title: '时间戳时间' }),
        serial: Type.String({ title: '时间戳序列号' }),
        tsaName: Type.String({ title: '时间戳机构' }),
        reason: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ],
    { title: '时间戳' },
  ),
  certificate: Type.Union(
    [Type.Object({ issuedAt: Type.String({ format: 'date-time' }), sha256: Type.String(), intact: Type.Boolean({ title: '证书文件未被改动' }) }), Type.Null()],
    { title: '保全证书' },
  ),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type EvidenceVerifyResult = Static<typeof EvidenceVerifyResult>;

export const evidenceCertificateApi = {
  certificate: endpoint({
    method: 'GET',
    path: '/evidence/certificate',
    access: EITHER_PAGE,
    tag,
    summary: '保全证书（PDF）：已固定的证据首次下载时出具并入哈希链、加盖时间戳，此后返回同一份',
    query: IdQuery,
    download: true,
  }),
  package: endpoint({
    method: 'GET',
    path: '/evidence/package',
    access: EITHER_PAGE,
    tag,
    summary: '证据包（zip）：全部文件、固定清单 manifest.json、时间戳令牌与根证书、保全证书、离线核验页 verify.html',
    query: IdQuery,
    download: true,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/evidence/verify',
    access: EITHER_PAGE,
    tag,
    summary: '核验证据：重新计算每个文件的哈希，比对固定清单、哈希链与时间戳，指出被改动的文件',
    query: IdQuery,
    response: EvidenceVerifyResult,
  }),
};
