import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { writeGenerated, type FileStorage } from '../../files/files.api.ts';
import { dualHash } from '../../integrity/integrity.api.ts';
import { addArtifact, captured, findRecord } from '../evidence.api.ts';
import { completeJob, type CaptureJob } from './capture-queue.ts';
import { playwrightVersion } from './clean-report.ts';
import type { CaptureResult } from './web-capture.ts';

/**
 * Keeps what a capture produced: every file a stored file of the office, hashed (SHA-256 and SM3) and added to the
 * record, the record 待确认 and the job done — all in one transaction, so a lost lease or an error leaves nothing
 * half-kept (the bytes written are removed again).
 */
export async function storeCapture(db: Database, storage: FileStorage, job: CaptureJob, result: CaptureResult, worker: string) {
  const written = await Promise.all(
    result.files.map(async (f) => ({ file: f, stored: await writeGenerated(storage, job.tenantId, f.name, f.mime, f.bytes), hash: dualHash(f.bytes) })),
  );
  try {
    return await inTenant(db, job.tenantId, async (tx) => {
      const record = await findRecord(tx, job.tenantId, job.recordId, true);
      if (!record || record.status !== 'CAPTURING') return undefined;
      if (!(await completeJob(tx, job))) return undefined;
      for (const { file, stored, hash } of written) {
        await stored.record(tx, record.operatorId);
        await addArtifact(tx, record, {
          role: file.role,
          fileId: stored.key,
          name: file.name,
          mime: file.mime,
          size: file.bytes.length,
          sha256: hash.sha256,
          sm3: hash.sm3,
          capturedAt: file.capturedAt,
        });
      }
      return captured(tx, record, {
        endedAt: result.endedAt,
        device: { ...record.device, chromiumVersion: result.chromiumVersion, playwrightVersion: playwrightVersion(), worker },
      });
    }).then(async (record) => {
      if (!record) await Promise.all(written.map((w) => w.stored.discard()));
      return record;
    });
  } catch (e) {
    await Promise.all(written.map((w) => w.stored.discard()));
    throw e;
  }
}
