import type { ESealVerifyResult } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { checkStoredTimestamp, contentFault, dualHash, latestTimestamp, verifyPayload, type SignatureAlgorithm } from '../../integrity/integrity.api.ts';
import { integrityChain, integrityKeys } from '../../integrity/integrity.table.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { assertMayHandle, eSealRef } from './e-seal-stamp.ts';
import * as repo from './e-seal.repo.ts';
import { storedBytes } from './e-seal-source.ts';
import type { FileStorage } from '../../files/files.api.ts';

const EMPTY = { sha256: '', sm3: '' };

/**
 * 核验: both stored files hashed again against the recorded hashes, the detached signature checked with the office's
 * published key, the chain entry's content and its RFC 3161 timestamp. Nothing is trusted from the request row alone.
 */
export const verifyESeal = (db: Database, storage: FileStorage, actor: Actor, id: number): Promise<ESealVerifyResult> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await repo.findRequest(tx, actor.tenantId, id);
    assertMayHandle(actor, r);
    if (r.status !== 'STAMPED' || !r.stampedFileId || r.chainSeq === null || !r.signedPayload)
      throw new AppError('CONFLICT', '该申请尚未签章，无可核验的签章文件');
    const now = await storedBytes(tx, storage, actor.tenantId, r.stampedFileId).then(dualHash, () => EMPTY);
    const original = await storedBytes(tx, storage, actor.tenantId, r.sourceFileId).then(dualHash, () => EMPTY);
    const stampedIntact = now.sha256 === r.sha256After && now.sm3 === r.sm3After;
    const originalIntact = original.sha256 === r.sha256Before && original.sm3 === r.sm3Before;

    const payload = r.signedPayload;
    const [key] = await tx
      .select()
      .from(integrityKeys)
      .where(and(eq(integrityKeys.tenantId, actor.tenantId), eq(integrityKeys.id, payload.keyId), eq(integrityKeys.purpose, 'SIGN')));
    const signatureValid =
      !!key &&
      payload.documentHash === r.sha256After &&
      payload.number === eSealRef(r.id) &&
      verifyPayload({ algorithm: key.algorithm as SignatureAlgorithm, publicKey: key.publicKey }, payload, r.signature);

    const [entry] = await tx
      .select()
      .from(integrityChain)
      .where(and(eq(integrityChain.tenantId, actor.tenantId), eq(integrityChain.seq, r.chainSeq)));
    const fault = !entry
      ? '完整性链中没有该记录'
      : (contentFault(entry) ??
        (entry.ref !== eSealRef(r.id) || entry.artefactSha256 !== r.sha256After || entry.artefactSm3 !== r.sm3After ? '链上记录与签章文件的哈希不符' : null));
    const stamp = entry ? await latestTimestamp(tx, actor.tenantId, entry.seq) : undefined;
    const check = entry && stamp ? await checkStoredTimestamp(tx, entry, stamp) : null;
    const timestamp =
      stamp && check
        ? { valid: check.valid, reason: check.reason ?? null, genTime: stamp.genTime.toISOString(), tsaName: stamp.tsaName, serial: stamp.serial }
        : null;
    const result: ESealVerifyResult = {
      stampedIntact,
      sha256Now: now.sha256,
      sm3Now: now.sm3,
      originalIntact,
      signature: { valid: signatureValid, keyId: payload.keyId, algorithm: key?.algorithm ?? '' },
      chain: { seq: r.chainSeq, intact: fault === null, reason: fault },
      timestamp,
      ok: stampedIntact && originalIntact && signatureValid && fault === null && !!timestamp?.valid,
    };
    await audit(tx, actor, { module: 'seal', action: 'eSealVerify', targetId: r.id, after: { ok: result.ok } });
    return result;
  });
