import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './ids.ts';

// 电子证据: 取证 (capture) and 存证 (deposit) records, what they are made of, and the states they pass through.
// Every part of the evidence module (records, web capture, recording sessions, deposits, certificates, the
// pages) shares these names; each part's endpoints live in its own contracts file (evidence-*.ts).

/** CAPTURE: 取证 (the office's platform made the evidence); DEPOSIT: 存证 (the applicant brought the files or their hashes). */
export const EVIDENCE_KINDS = ['CAPTURE', 'DEPOSIT'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
export const EVIDENCE_KIND_LABELS: Record<EvidenceKind, string> = { CAPTURE: '取证', DEPOSIT: '存证' };

export const CAPTURE_TYPES = ['WEB_PAGE', 'SCREEN', 'PHOTO', 'AUDIO', 'VIDEO', 'PHONE_CALL', 'FILE', 'HASH_ONLY'] as const;
export type CaptureType = (typeof CAPTURE_TYPES)[number];
export const CAPTURE_TYPE_LABELS: Record<CaptureType, string> = {
  WEB_PAGE: '网页取证',
  SCREEN: '录屏取证',
  PHOTO: '拍照取证',
  AUDIO: '录音取证',
  VIDEO: '录像取证',
  PHONE_CALL: '通话录音',
  FILE: '文件存证',
  HASH_ONLY: '哈希存证',
};
/** The capture types of 取证; FILE and HASH_ONLY are 存证. */
export const CAPTURE_KIND_OF: Record<CaptureType, EvidenceKind> = {
  WEB_PAGE: 'CAPTURE',
  SCREEN: 'CAPTURE',
  PHOTO: 'CAPTURE',
  AUDIO: 'CAPTURE',
  VIDEO: 'CAPTURE',
  PHONE_CALL: 'CAPTURE',
  FILE: 'DEPOSIT',
  HASH_ONLY: 'DEPOSIT',
};

/**
 * CAPTURING: a capture job or recording is under way. PENDING_CONFIRM (待确认): captured, the applicant previews
 * and confirms or discards. SEALED (已固定): manifest hashed and chained, nothing may change or be deleted from
 * here on; TIMESTAMPED once the trusted time is stored. FAILED: the capture failed (reason kept, may be retried).
 * DISCARDED: not confirmed. EXPIRED: 存证 past its retention (bytes may be purged, hashes and chain stay).
 */
export const EVIDENCE_STATUSES = ['CAPTURING', 'PENDING_CONFIRM', 'SEALED', 'TIMESTAMPED', 'FAILED', 'DISCARDED', 'EXPIRED'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];
export const EVIDENCE_STATUS_LABELS: Record<EvidenceStatus, string> = {
  CAPTURING: '取证中',
  PENDING_CONFIRM: '待确认',
  SEALED: '已固定',
  TIMESTAMPED: '已固定（已加盖时间戳）',
  FAILED: '取证失败',
  DISCARDED: '已放弃',
  EXPIRED: '已过期',
};
/** Statuses after which the evidence is sealed: it never changes and is never deleted. */
export const SEALED_STATUSES: readonly EvidenceStatus[] = ['SEALED', 'TIMESTAMPED', 'EXPIRED'];

export const ARTIFACT_ROLES = [
  'SCREENSHOT',
  'MHTML',
  'HAR',
  'VIDEO',
  'AUDIO',
  'PHOTO',
  'CLEAN_REPORT',
  'CALL_AUDIO',
  'UPLOAD',
  'HASH_ONLY',
  'CERT_PDF',
] as const;
export type ArtifactRole = (typeof ARTIFACT_ROLES)[number];
export const ARTIFACT_ROLE_LABELS: Record<ArtifactRole, string> = {
  SCREENSHOT: '网页截图',
  MHTML: '网页归档（MHTML）',
  HAR: '网络日志（HAR）',
  VIDEO: '视频',
  AUDIO: '音频',
  PHOTO: '照片',
  CLEAN_REPORT: '清洁性检查报告',
  CALL_AUDIO: '通话录音',
  UPLOAD: '上传文件',
  HASH_ONLY: '仅哈希（原文件未上传）',
  CERT_PDF: '保全证书',
};

export const APPLICANT_TYPES = ['PERSONAL', 'INSTITUTION'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];
export const APPLICANT_TYPE_LABELS: Record<ApplicantType, string> = { PERSONAL: '个人', INSTITUTION: '机构' };

/** Who the evidence is preserved for: a customer of the office (个人客户 / 机构客户), copied at creation. */
export const EvidenceApplicant = Type.Object({
  type: StringEnum(APPLICANT_TYPES, '申请人类型'),
  customerId: Type.Integer({ minimum: 1, title: '申请人' }),
});
export type EvidenceApplicant = Static<typeof EvidenceApplicant>;

/** One stored artefact of a record, as lists and the detail show it. */
export const EvidenceArtifact = Type.Object({
  id: Type.Integer(),
  role: StringEnum(ARTIFACT_ROLES, '类别'),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Number(),
  sha256: Type.String(),
  sm3: Type.String(),
  /** Null when only the hash was deposited, or the bytes were purged after expiry. */
  fileUrl: Type.Union([Type.String(), Type.Null()]),
  capturedAt: Type.String({ format: 'date-time' }),
});
export type EvidenceArtifact = Static<typeof EvidenceArtifact>;

/** A record as the lists show it. */
export const EvidenceRow = Type.Object({
  id: Type.Integer(),
  evidenceNo: Type.String(),
  kind: StringEnum(EVIDENCE_KINDS, '类别'),
  captureType: StringEnum(CAPTURE_TYPES, '取证方式'),
  title: Type.String(),
  status: StringEnum(EVIDENCE_STATUSES, '状态'),
  applicantType: StringEnum(APPLICANT_TYPES, '申请人类型'),
  applicantName: Type.String(),
  operatorName: Type.String(),
  targetUrl: Type.String(),
  artifactCount: Type.Integer(),
  totalBytes: Type.Number(),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sealedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  failureReason: Type.String(),
  caseId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type EvidenceRow = Static<typeof EvidenceRow>;

/** Live progress of a capture, pushed over the websocket as `{ type: 'EVIDENCE', data }` to its operator. */
export const EVIDENCE_MESSAGE_TYPE = 'EVIDENCE';
export const EvidenceProgress = Type.Object({
  id: Type.Integer(),
  evidenceNo: Type.String(),
  status: StringEnum(EVIDENCE_STATUSES, '状态'),
  /** What is happening now, in Chinese (正在检查取证环境 / 正在截图 / …). */
  step: Type.String(),
  /** 0–100. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  failureReason: Type.String(),
});
export type EvidenceProgress = Static<typeof EvidenceProgress>;
