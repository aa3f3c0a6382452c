import type { EvidenceCreated, HashDepositBody } from '@notaria/contracts';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { addArtifact, createRecord } from '../evidence.api.ts';
import { createdOf, yearsAfter } from './created.ts';
import { cleanName } from './stored-bytes.ts';

/**
 * 哈希存证: the browser hashed the files (SHA-256 through WebCrypto, which has no SM3) and sends only the hashes; no
 * byte is stored, so each artefact has no file and an empty SM3.
 */
export async function depositHashes(db: Database, actor: Actor, body: HashDepositBody): Promise<EvidenceCreated> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const record = await createRecord(tx, actor, {
      captureType: 'HASH_ONLY',
      title: body.title.trim(),
      applicant: body.applicant,
      remark: body.remark ?? '',
      status: 'PENDING_CONFIRM',
      expiresAt: yearsAfter(new Date(), body.retentionYears),
    });
    const artifacts = [];
    for (const f of body.files) {
      artifacts.push(
        await addArtifact(tx, record, {
          role: 'HASH_ONLY',
          fileId: null,
          name: cleanName(f.name),
          mime: 'application/octet-stream',
          size: f.size,
          sha256: f.sha256,
          sm3: '',
        }),
      );
    }
    await audit(tx, actor, { module: 'evidence', action: 'create', targetId: record.evidenceNo, after: { captureType: 'HASH_ONLY', files: body.files } });
    return createdOf(record, artifacts);
  });
}
