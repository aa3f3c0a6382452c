import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { EvidenceApplicant } from './evidence.ts';
import { EvidenceCreated } from './evidence-deposit.ts';
import { StringEnum } from './ids.ts';

// 录屏/拍照/录音/录像 recorded in the browser and uploaded in chunks while recording; 通话录音 through a provider.

/** The recording's credential on the chunk and finish calls (given once by `start`; never in a URL). */
export const HEADER_EVIDENCE_TOKEN = 'x-evidence-token';
/** The index of a chunk, from 0, in order. */
export const HEADER_CHUNK_INDEX = 'x-chunk-index';
/** Largest chunk accepted. */
export const CHUNK_MAX_BYTES = 8 * 1024 * 1024;

export const RECORDING_TYPES = ['SCREEN', 'PHOTO', 'AUDIO', 'VIDEO'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

export const RecordingStartBody = Type.Object({
  captureType: StringEnum(RECORDING_TYPES, '取证方式'),
  mime: Type.String({ pattern: '^(video|audio|image)/[a-z0-9.+-]+(;[ a-z0-9=.,"+-]*)?$', maxLength: 100, title: '媒体类型' }),
  title: Type.String({ minLength: 1, maxLength: 200, title: '证据名称' }),
  applicant: EvidenceApplicant,
  remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
});
export type RecordingStartBody = Static<typeof RecordingStartBody>;

/**
 * A recording session. Each chunk is sent as the raw body of PUT /evidence/obtain/session/chunk with the token and
 * its index; its chain value is sha256(previous ‖ chunk sha256) over the hex text, the first `previous` being the
 * evidence number.
 */
export const RecordingSession = Type.Object({
  id: Type.Integer(),
  evidenceNo: Type.String(),
  token: Type.String(),
  chunkMaxBytes: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type RecordingSession = Static<typeof RecordingSession>;

export const ChunkReceived = Type.Object({
  index: Type.Integer(),
  size: Type.Integer(),
  sha256: Type.String(),
  chainHash: Type.String(),
  bytes: Type.Number(),
});
export type ChunkReceived = Static<typeof ChunkReceived>;

/** What the browser counted and chained; the server refuses to finish when its own differ. */
export const RecordingFinishBody = Type.Object({
  chunks: Type.Integer({ minimum: 1, title: '分片数' }),
  chainHash: Type.String({ pattern: '^[0-9a-f]{64}$', title: '分片链哈希' }),
});
export type RecordingFinishBody = Static<typeof RecordingFinishBody>;

export const CallStartBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, title: '证据名称' }),
  applicant: EvidenceApplicant,
  /** The other party's number; the applicant's own phone is the customer's. */
  calleeNumber: Type.String({ pattern: '^[0-9+\\-]{3,20}$', title: '对方号码' }),
  remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
});
export type CallStartBody = Static<typeof CallStartBody>;

const tag = '取证';
const CREATE = 'evidence:obtainList:create';

export const evidenceRecordingApi = {
  start: endpoint({
    method: 'POST',
    path: '/evidence/obtain/session',
    access: CREATE,
    tag,
    summary: '开始录屏/拍照/录音/录像取证（返回一次性上传凭证）',
    body: RecordingStartBody,
    response: RecordingSession,
  }),
  chunk: endpoint({
    method: 'PUT',
    path: '/evidence/obtain/session/chunk',
    access: CREATE,
    tag,
    summary: '上传一个录制分片（请求体为分片本身，application/octet-stream；请求头带上传凭证与分片序号，按序上传）',
    upload: 'raw',
    response: ChunkReceived,
  }),
  finish: endpoint({
    method: 'PUT',
    path: '/evidence/obtain/session/finish',
    access: CREATE,
    tag,
    summary: '结束录制：核对分片链，计算整个文件的 SHA-256 与 SM3，进入待确认',
    body: RecordingFinishBody,
    response: EvidenceCreated,
    done: '录制已完成，请确认证据',
  }),
  call: endpoint({
    method: 'POST',
    path: '/evidence/obtain/call',
    access: CREATE,
    tag,
    summary: '发起通话录音取证（由通话录音服务呼叫申请人与对方号码，录音送达后进入待确认）',
    body: CallStartBody,
    response: EvidenceCreated,
    done: '已发起通话，录音送达后请确认证据',
  }),
};
