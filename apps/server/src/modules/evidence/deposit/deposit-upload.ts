import { APPLICANT_TYPES, DEPOSIT_FIELDS, type DepositFields, type EvidenceCreated } from '@notaria/contracts';
import type { Multipart } from '@fastify/multipart';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { AppError, invalid } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { audit } from '../../oplog/oplog.api.ts';
import { addArtifact, createRecord } from '../evidence.api.ts';
import { createdOf, yearsAfter } from './created.ts';
import { cleanName, newStoredPath, recordStoredFile, writeHashing, type StreamedFile } from './stored-bytes.ts';
import type { FileStorage } from '../../files/files.api.ts';

interface Received extends StreamedFile {
  key: string;
  rel: string;
  name: string;
  mime: string;
}

const FIELD_MESSAGE = '请先填写证据名称、申请人和保管期限（1–10 年），再附上文件';

function fieldsOf(raw: Record<string, string>): DepositFields {
  const title = (raw.title ?? '').trim();
  const applicantType = raw.applicantType as DepositFields['applicantType'];
  const customerId = /^\d{1,9}$/.test(raw.customerId ?? '') ? Number(raw.customerId) : 0;
  const retentionYears = /^\d{1,2}$/.test(raw.retentionYears ?? '') ? Number(raw.retentionYears) : 0;
  const remark = raw.remark ?? '';
  const ok =
    title.length >= 1 &&
    title.length <= 200 &&
    APPLICANT_TYPES.includes(applicantType) &&
    customerId >= 1 &&
    retentionYears >= 1 &&
    retentionYears <= 10 &&
    remark.length <= 500;
  if (!ok) throw invalid(FIELD_MESSAGE);
  return { title, applicantType, customerId, retentionYears, remark };
}

/**
 * 文件存证: the form's fields first, then one or more files. Each file is streamed to the file store and hashed (SHA-256 and
 * SM3) as it arrives; only then is the record written, in one transaction with its artefacts. Anything refused
 * (fields, size, a failed write) removes the bytes already received.
 */
export async function depositUpload(db: Database, actor: Actor, storage: FileStorage, parts: AsyncIterableIterator<Multipart>): Promise<EvidenceCreated> {
  const raw: Record<string, string> = {};
  let fields: DepositFields | undefined;
  const files: Received[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (fields) throw invalid(FIELD_MESSAGE);
        if ((DEPOSIT_FIELDS as readonly string[]).includes(part.fieldname)) raw[part.fieldname] = String(part.value);
        continue;
      }
      fields ??= fieldsOf(raw);
      const at = newStoredPath(actor.tenantId);
      const mime = part.mimetype || 'application/octet-stream';
      const written = await writeHashing(part.file, storage, at.rel, mime).catch((e: unknown) => {
        throw (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('FILE_TOO_LARGE', '文件超过存证大小上限') : e;
      });
      files.push({ ...at, ...written, name: cleanName(part.filename), mime });
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', '文件超过存证大小上限');
    }
    if (!files.length) throw invalid('请选择要存证的文件');
    const f = fields!;
    return await inTenant(db, actor.tenantId, async (tx) => {
      const record = await createRecord(tx, actor, {
        captureType: 'FILE',
        title: f.title,
        applicant: { type: f.applicantType, customerId: f.customerId },
        remark: f.remark,
        status: 'PENDING_CONFIRM',
        expiresAt: yearsAfter(new Date(), f.retentionYears),
      });
      const artifacts = [];
      for (const file of files) {
        await recordStoredFile(tx, { ...file, tenantId: actor.tenantId, createdBy: actor.userId });
        artifacts.push(
          await addArtifact(tx, record, {
            role: 'UPLOAD',
            fileId: file.key,
            name: file.name,
            mime: file.mime,
            size: file.size,
            sha256: file.sha256,
            sm3: file.sm3,
          }),
        );
      }
      await audit(tx, actor, {
        module: 'evidence',
        action: 'create',
        targetId: record.evidenceNo,
        after: { captureType: 'FILE', files: files.map((x) => ({ name: x.name, size: x.size, sha256: x.sha256, sm3: x.sm3 })) },
      });
      return createdOf(record, artifacts);
    });
  } catch (e) {
    await Promise.all(files.map((x) => storage.delete(x.rel).catch(() => {})));
    throw e;
  }
}
