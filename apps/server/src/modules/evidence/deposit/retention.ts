import { SEALED_STATUSES, type RenewBody } from '@notaria/contracts';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { asSystem, inTenant } from '../../../db/scope.ts';
import { AppError, invalid, notFound } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import type { FileStorage } from '../../files/files.api.ts';
import { storedFiles } from '../../files/file.table.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { findRecord } from '../evidence.api.ts';
import { evidenceArtifacts, evidenceRecords } from '../evidence.table.ts';
import { yearsAfter } from './created.ts';

/** 续期: the retention of a 存证 grows by whole years, from its current end (or from now, when that has passed). */
export async function renewDeposit(db: Database, actor: Actor, body: RenewBody) {
  return inTenant(db, actor.tenantId, async (tx) => {
    const record = await findRecord(tx, actor.tenantId, body.id, true);
    if (!record || record.kind !== 'DEPOSIT') throw notFound('存证');
    if (record.status === 'EXPIRED') throw new AppError('CONFLICT', '存证已过期，原文件可能已清除，无法续期');
    if (record.status === 'DISCARDED' || record.status === 'FAILED') throw invalid('该存证未被确认，无需续期');
    const now = new Date();
    const from = record.expiresAt && record.expiresAt > now ? record.expiresAt : now;
    const expiresAt = yearsAfter(from, body.years);
    await tx.update(evidenceRecords).set({ expiresAt, updatedAt: now }).where(eq(evidenceRecords.id, record.id));
    await audit(tx, actor, {
      module: 'evidence',
      action: 'renew',
      targetId: record.evidenceNo,
      before: { expiresAt: record.expiresAt?.toISOString() ?? null },
      after: { expiresAt: expiresAt.toISOString(), years: body.years },
    });
    return { id: record.id, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * The retention step: sealed 存证 whose retention ended at `now` become EXPIRED and their bytes are removed. The
 * record, the artefacts' names, sizes and hashes, the manifest and the chain stay, so the evidence can still be
 * verified against a copy the applicant kept. Deposits never confirmed are left to the discard rules.
 * Returns how many records expired.
 */
export async function expireDeposits(db: Database, now: Date, storage: FileStorage): Promise<number> {
  const due = await asSystem(db, (tx) =>
    tx
      .select({ id: evidenceRecords.id, tenantId: evidenceRecords.tenantId })
      .from(evidenceRecords)
      .where(
        and(
          eq(evidenceRecords.kind, 'DEPOSIT'),
          inArray(
            evidenceRecords.status,
            SEALED_STATUSES.filter((s) => s !== 'EXPIRED'),
          ),
          isNotNull(evidenceRecords.expiresAt),
          lte(evidenceRecords.expiresAt, now),
        ),
      ),
  );
  for (const { id, tenantId } of due) {
    // One record per transaction; the bytes go only once the rows say so, and a failed removal leaves a file, never a lie.
    const paths = await inTenant(db, tenantId, async (tx) => {
      const [record] = await tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, id)).for('update');
      if (!record || record.status === 'EXPIRED') return [];
      const files = await tx
        .select({ artifactId: evidenceArtifacts.id, fileId: storedFiles.id, path: storedFiles.path })
        .from(evidenceArtifacts)
        .innerJoin(storedFiles, eq(storedFiles.id, evidenceArtifacts.fileId))
        .where(eq(evidenceArtifacts.recordId, id));
      if (files.length) {
        await tx
          .update(evidenceArtifacts)
          .set({ fileId: null })
          .where(
            inArray(
              evidenceArtifacts.id,
              files.map((f) => f.artifactId),
            ),
          );
        await tx.delete(storedFiles).where(
          inArray(
            storedFiles.id,
            files.map((f) => f.fileId),
          ),
        );
      }
      await tx.update(evidenceRecords).set({ status: 'EXPIRED', purgedAt: now, updatedAt: now }).where(eq(evidenceRecords.id, id));
      return files.map((f) => f.path);
    });
    await Promise.all(paths.map((p) => storage.delete(p).catch(() => {})));
  }
  return due.length;
}
