import type { CallStartBody, EvidenceCreated } from '@notaria/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { invalid } from '../../../lib/app-error.ts';
import type { RealtimeHub } from '../../../realtime/hub.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { addArtifact, captured, createRecord, failed, findRecord, pushProgress } from '../evidence.api.ts';
import { evidenceRecords } from '../evidence.table.ts';
import { createdOf } from '../deposit/created.ts';
import { newStoredPath, recordStoredFile, writeHashing } from '../deposit/stored-bytes.ts';
import { CallProviderError, type CallRecordingProvider, type CallResult } from './call-provider.ts';
import type { FileStorage } from '../../files/files.api.ts';

/**
 * 通话录音 begins: the record (取证中) and the call asked of the provider, in one transaction, so a call the provider
 * refuses leaves no record. The provider's call id is kept with the record's device to match the result.
 */
export async function startCall(db: Database, provider: CallRecordingProvider, actor: Actor, body: CallStartBody): Promise<EvidenceCreated> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const record = await createRecord(tx, actor, {
      captureType: 'PHONE_CALL',
      title: body.title.trim(),
      applicant: body.applicant,
      remark: body.remark ?? '',
      status: 'CAPTURING',
    });
    if (!record.applicant.phone) throw invalid('申请人未登记手机号，无法发起通话录音');
    const { callId } = await provider
      .start({ reference: { tenantId: actor.tenantId, recordId: record.id }, callerPhone: record.applicant.phone, calleeNumber: body.calleeNumber })
      .catch((e: unknown) => {
        throw e instanceof CallProviderError ? invalid(e.message) : e;
      });
    const device = { ...record.device, worker: `call:${provider.name}`, callId, calleeNumber: body.calleeNumber };
    const [after] = await tx.update(evidenceRecords).set({ device }).where(eq(evidenceRecords.id, record.id)).returning();
    await audit(tx, actor, {
      module: 'evidence',
      action: 'create',
      targetId: record.evidenceNo,
      after: { captureType: 'PHONE_CALL', calleeNumber: body.calleeNumber },
    });
    return createdOf(after!, []);
  });
}

/**
 * The provider's result: the audio becomes the record's CALL_AUDIO artefact (streamed to disk and hashed) and the
 * record waits for confirmation; a failure ends it with the reason. Results for records that are not this call's,
 * or that already ended, are ignored (the bytes written for them are removed).
 */
export async function receiveCallResult(db: Database, hub: RealtimeHub, storage: FileStorage, result: CallResult): Promise<void> {
  const { tenantId, recordId } = result.reference;
  const at = result.outcome === 'RECORDED' ? newStoredPath(tenantId) : undefined;
  const written = at && result.outcome === 'RECORDED' ? await writeHashing(result.audio, storage, at.rel, result.mime) : undefined;
  const ended = await inTenant(db, tenantId, async (tx) => {
    const record = await findRecord(tx, tenantId, recordId, true);
    const device = record?.device as { callId?: string } | undefined;
    if (!record || record.status !== 'CAPTURING' || record.captureType !== 'PHONE_CALL' || device?.callId !== result.callId) return undefined;
    if (result.outcome === 'FAILED') return failed(tx, record, result.reason.slice(0, 500) || '通话失败');
    const name = `${record.evidenceNo}${result.mime === 'audio/wav' ? '.wav' : ''}`;
    await recordStoredFile(tx, { ...at!, ...written!, tenantId, name, mime: result.mime, createdBy: null });
    await addArtifact(tx, record, {
      role: 'CALL_AUDIO',
      fileId: at!.key,
      name,
      mime: result.mime,
      size: written!.size,
      sha256: written!.sha256,
      sm3: written!.sm3,
      capturedAt: result.endedAt,
    });
    return captured(tx, record, { endedAt: result.endedAt });
  }).catch(async (e: unknown) => {
    if (at) await storage.delete(at.rel).catch(() => {});
    throw e;
  });
  if (!ended) {
    if (at) await storage.delete(at.rel).catch(() => {});
    return;
  }
  pushProgress(hub, ended, ended.status === 'FAILED' ? '通话录音失败' : '通话录音已送达，待确认', 100);
}
