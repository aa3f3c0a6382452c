import {
  CAPTURE_KIND_OF,
  EVIDENCE_MESSAGE_TYPE,
  maskIdNumber,
  type ArtifactRole,
  type CaptureType,
  type EvidenceApplicant,
  type EvidenceProgress,
} from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findInstitution, findPerson } from '../customer/customer.api.ts';
import { allocateNumberByCode } from '../number/number.api.ts';
import * as repo from './evidence.repo.ts';
import type { ApplicantSnapshot, CaptureDevice } from './evidence.table.ts';
import { decide, type EvidenceAction } from './evidence.workflow.ts';

type EvidenceRecord = repo.EvidenceRecord;

export interface NewRecordInput {
  captureType: CaptureType;
  title: string;
  applicant: EvidenceApplicant;
  targetUrl?: string;
  remark?: string;
  status?: 'CAPTURING' | 'PENDING_CONFIRM';
  device?: CaptureDevice;
  expiresAt?: Date | null;
}

/** The applicant as the record keeps it: a copy, since the customer may change later and the record must not. */
async function applicantSnapshot(tx: Tx, tenantId: number, a: EvidenceApplicant): Promise<ApplicantSnapshot> {
  if (a.type === 'PERSONAL') {
    const p = await findPerson(tx, tenantId, a.customerId);
    if (!p) throw invalid('所选申请人（个人客户）不存在');
    return { name: p.name, idMasked: maskIdNumber(p.idNumber), phone: p.phone };
  }
  const o = await findInstitution(tx, tenantId, a.customerId);
  if (!o) throw invalid('所选申请人（机构客户）不存在');
  return { name: o.name, idMasked: maskIdNumber(o.creditCode), phone: o.contactPhone };
}

/** A new 取证/存证 record with its number (rule `evidence`) and the applicant's snapshot. */
export async function createRecord(tx: Tx, actor: Actor, input: NewRecordInput): Promise<EvidenceRecord> {
  const title = input.title.trim();
  if (!title) throw invalid('请填写证据名称');
  if (title.length > 200) throw invalid('证据名称不能超过 200 字');
  if ((input.targetUrl ?? '').length > 2000) throw invalid('网址不能超过 2000 个字符');
  if ((input.remark ?? '').length > 500) throw invalid('备注不能超过 500 字');
  const applicant = await applicantSnapshot(tx, actor.tenantId, input.applicant);
  const number = await allocateNumberByCode(tx, actor.tenantId, 'evidence', { businessType: 'evidence', issuedBy: actor.userId });
  const status = input.status ?? 'CAPTURING';
  return repo.insertRecord(tx, {
    tenantId: actor.tenantId,
    evidenceNo: number.number,
    kind: CAPTURE_KIND_OF[input.captureType],
    captureType: input.captureType,
    title,
    status,
    applicantType: input.applicant.type,
    customerId: input.applicant.customerId,
    applicant,
    operatorId: actor.userId,
    targetUrl: input.targetUrl ?? '',
    remark: input.remark?.trim() ?? '',
    startedAt: new Date(),
    endedAt: status === 'PENDING_CONFIRM' ? new Date() : null,
    device: input.device ?? {},
    expiresAt: input.expiresAt ?? null,
  });
}

export const findRecord = (tx: Tx, tenantId: number, id: number, lock = false): Promise<EvidenceRecord | undefined> =>
  repo.findRecordRow(tx, tenantId, id, lock);

/** The record or a 404 (another organisation's record is simply not there). */
export async function loadRecord(tx: Tx, tenantId: number, id: number, lock = false): Promise<EvidenceRecord> {
  const r = await findRecord(tx, tenantId, id, lock);
  if (!r) throw notFound('证据');
  return r;
}

/** Moves a record along the transition table, or refuses with a 409. */
export async function transition(tx: Tx, record: EvidenceRecord, action: EvidenceAction, patch: Partial<repo.EvidenceRecord> = {}): Promise<EvidenceRecord> {
  const d = decide(record.status, action);
  if (!d.ok) throw new AppError('CONFLICT', d.message);
  return repo.updateRecord(tx, record.tenantId, record.id, { ...patch, status: d.to });
}

const OPEN_FOR_ARTIFACTS = ['CAPTURING', 'PENDING_CONFIRM'];

/** Adds an artefact; refused once the record is sealed (or discarded/failed). */
export async function addArtifact(
  tx: Tx,
  record: EvidenceRecord,
  a: { role: ArtifactRole; fileId: string | null; name: string; mime: string; size: number; sha256: string; sm3: string; capturedAt?: Date },
): Promise<repo.ArtifactRecord> {
  if (!OPEN_FOR_ARTIFACTS.includes(record.status)) throw new AppError('CONFLICT', '证据已固定或已结束，不能再添加文件');
  if (!/^[0-9a-f]{64}$/.test(a.sha256)) throw invalid('SHA-256 哈希值格式不正确');
  if (a.sm3 && !/^[0-9a-f]{64}$/.test(a.sm3)) throw invalid('SM3 哈希值格式不正确');
  return repo.insertArtifact(tx, {
    tenantId: record.tenantId,
    recordId: record.id,
    seq: await repo.nextArtifactSeq(tx, record.tenantId, record.id),
    role: a.role,
    fileId: a.fileId,
    name: a.name.slice(0, 200),
    mime: a.mime.slice(0, 100) || 'application/octet-stream',
    size: a.size,
    sha256: a.sha256,
    sm3: a.sm3,
    capturedAt: a.capturedAt ?? new Date(),
  });
}

/** CAPTURING → PENDING_CONFIRM. */
export const captured = (tx: Tx, record: EvidenceRecord, patch: { endedAt?: Date; device?: CaptureDevice } = {}) =>
  transition(tx, record, 'captured', { endedAt: patch.endedAt ?? new Date(), ...(patch.device ? { device: { ...record.device, ...patch.device } } : {}) });

/** CAPTURING → FAILED, the reason kept. */
export const failed = (tx: Tx, record: EvidenceRecord, reason: string) =>
  transition(tx, record, 'fail', { endedAt: new Date(), failureReason: reason.slice(0, 500) || '取证失败' });

/** FAILED → CAPTURING (重新取证): the failure's reason and end cleared. */
export const retried = (tx: Tx, record: EvidenceRecord) => transition(tx, record, 'retry', { failureReason: '', endedAt: null });

/** Live progress to the record's operator: `{ type: 'EVIDENCE', data: EvidenceProgress }`. */
export function pushProgress(
  hub: RealtimeHub,
  record: Pick<EvidenceRecord, 'tenantId' | 'operatorId' | 'id' | 'evidenceNo' | 'status' | 'failureReason'>,
  step: string,
  percent: number,
): void {
  const data: EvidenceProgress = {
    id: record.id,
    evidenceNo: record.evidenceNo,
    status: record.status,
    step,
    percent: Math.max(0, Math.min(100, Math.round(percent))),
    failureReason: record.failureReason,
  };
  void hub.deliver(record.tenantId, [record.operatorId], { type: EVIDENCE_MESSAGE_TYPE, data }).catch(() => {});
}
