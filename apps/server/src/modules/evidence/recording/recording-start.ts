import { CHUNK_MAX_BYTES, type RecordingSession, type RecordingStartBody } from '@notaria/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { requestContext } from '../../../lib/request-context.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { createRecord } from '../evidence.api.ts';
import { evidenceUploadSessions } from '../evidence.table.ts';
import { newStoredPath } from '../deposit/stored-bytes.ts';

/** How long a recording may take, from its start to its last chunk. */
export const SESSION_HOURS = 4;

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 录屏/拍照/录音/录像 begins: the record (取证中), an empty file, and an upload session whose one-time token is
 * returned once; only its SHA-256 is stored.
 */
export async function startRecording(db: Database, actor: Actor, body: RecordingStartBody): Promise<RecordingSession> {
  // Only the relative path is kept; the file is made by the first chunk.
  const at = newStoredPath(actor.tenantId);
  const token = randomBytes(32).toString('base64url');
  const call = requestContext();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  return inTenant(db, actor.tenantId, async (tx) => {
    const record = await createRecord(tx, actor, {
      captureType: body.captureType,
      title: body.title.trim(),
      applicant: body.applicant,
      remark: body.remark ?? '',
      status: 'CAPTURING',
      device: { userAgent: call?.userAgent.slice(0, 300) ?? '', ip: call?.ip ?? '' },
    });
    const [session] = await tx
      .insert(evidenceUploadSessions)
      .values({ tenantId: actor.tenantId, recordId: record.id, tokenHash: tokenHashOf(token), mime: body.mime, path: at.rel, expiresAt })
      .returning();
    await audit(tx, actor, { module: 'evidence', action: 'create', targetId: record.evidenceNo, after: { captureType: body.captureType, mime: body.mime } });
    return { id: session!.id, evidenceNo: record.evidenceNo, token, chunkMaxBytes: CHUNK_MAX_BYTES, expiresAt: expiresAt.toISOString() };
  });
}
