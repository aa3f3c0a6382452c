import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';

const tag = '完整性核验';

const Hex64 = (title: string) => Type.String({ pattern: '^[0-9a-fA-F]{64}$', title, patternMessage: `${title}须为 64 位十六进制（SHA-256 或 SM3）` });

/** What a certificate's QR code carries, signed with the organisation's key (canonical JSON, UTF-8). */
export const SignedPayload = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 128, title: '编号' }),
  documentHash: Hex64('文书哈希'),
  time: Type.String({ minLength: 1, maxLength: 40, title: '时间' }),
  keyId: Type.String({ pattern: '^[0-9a-f]{32}$', title: '密钥编号', patternMessage: '密钥编号须为 32 位十六进制' }),
});
export type SignedPayload = Static<typeof SignedPayload>;

/** Either a hash (of a file or of its manifest), or a signed payload with its signature. */
export const IntegrityVerifyBody = Type.Object({
  hash: Type.Optional(Hex64('哈希值')),
  payload: Type.Optional(SignedPayload),
  signature: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{16,400}$', title: '签名', patternMessage: '签名须为十六进制' })),
});
export type IntegrityVerifyBody = Static<typeof IntegrityVerifyBody>;

export const TimestampCheck = Type.Object({
  valid: Type.Boolean({ title: '时间戳有效' }),
  genTime: Type.String({ title: '时间戳时间' }),
  tsaName: Type.String({ title: '时间戳机构' }),
  serial: Type.String({ title: '时间戳序列号' }),
  reason: Type.Union([Type.String(), Type.Null()], { title: '说明（无效原因或未核验的部分）' }),
});

/** A chained record a hash matched: what it is and when, never who it concerns. */
export const IntegrityRecordMatch = Type.Object({
  organisation: Type.String({ title: '机构' }),
  kind: Type.String({ title: '类别' }),
  reference: Type.String({ title: '编号' }),
  at: Type.String({ title: '登记时间' }),
  /** Which of the record's hashes equal the one given: artefactSha256, artefactSm3, manifestSha256, manifestSm3. */
  matches: Type.Array(Type.String(), { title: '匹配的哈希' }),
  recordIntact: Type.Boolean({ title: '记录未被改动' }),
  timestamp: Type.Union([TimestampCheck, Type.Null()], { title: '时间戳' }),
});
export type IntegrityRecordMatch = Static<typeof IntegrityRecordMatch>;

export const SignatureCheck = Type.Object({
  valid: Type.Boolean({ title: '签名有效' }),
  keyId: Type.String({ title: '密钥编号' }),
  algorithm: Type.String({ title: '算法' }),
  organisation: Type.String({ title: '机构' }),
});

export const IntegrityVerifyResult = Type.Object({
  /** A record matched the hash, or the signature is valid. */
  matched: Type.Boolean({ title: '核验通过' }),
  records: Type.Array(IntegrityRecordMatch, { title: '匹配的记录' }),
  signature: Type.Union([SignatureCheck, Type.Null()], { title: '签名核验' }),
});
export type IntegrityVerifyResult = Static<typeof IntegrityVerifyResult>;

export const PublishedKey = Type.Object({
  keyId: Type.String({ title: '密钥编号' }),
  /** SIGN: signs QR payloads; TSA_ROOT: the certificate that anchors the organisation's own timestamps. */
  purpose: Type.String({ title: '用途' }),
  algorithm: Type.String({ title: '算法' }),
  /** SM2: uncompressed point, hex; ECDSA: SPKI PEM; TSA_ROOT: the certificate, PEM. */
  publicKey: Type.String({ title: '公钥' }),
  organisation: Type.String({ title: '机构' }),
  createdAt: Type.String({ title: '生成时间' }),
});
export type PublishedKey = Static<typeof PublishedKey>;

export const integrityApi = {
  keys: endpoint({
    method: 'GET',
    path: '/integrity/keys',
    access: 'public',
    tag,
    summary: '各机构的签名公钥与时间戳根证书（无需登录）',
    response: Type.Array(PublishedKey),
  }),
  verify: endpoint({
    method: 'POST',
    path: '/integrity/verify',
    access: 'public',
    tag,
    summary: '公开核验：哈希或签名载荷（无需登录，限频，不含个人信息）',
    body: IntegrityVerifyBody,
    response: IntegrityVerifyResult,
  }),
};
