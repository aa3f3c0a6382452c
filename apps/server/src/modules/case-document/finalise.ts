import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { CaseRecord, PreparedStep } from '../business/business.api.ts';
import { appendToChain, timestampEntry, type sealIn } from '../integrity/integrity.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { missingFields } from './case-document.presenter.ts';
import * as repo from './case-document.repo.ts';
import { MODULE } from './case-documents.ts';
import { type CertificateImages, imageDataUrl, printCertificate, type PrintedCertificate } from './certificate-print.ts';
import { docSettings } from './doc-sources.ts';
import { documentDraft, valuesFor } from './generate.ts';
import type { FileStorage } from '../files/files.api.ts';

/**
 * 出证: every item's 公证书 becomes FINAL. Before the transaction (prepare): each certificate is checked for
 * missing values (the action is refused, naming them, and nothing changes), then hashed, signed and printed
 * once, its PDF written to disk. In the action's transaction (apply): the documents become FINAL, the PDF's
 * file row and both chain entries are written — all of it commits with the status change or none of it does,
 * and the written PDFs are removed. After the commit: the chain entries are timestamped.
 */

export interface FinaliseConfig {
  storage: FileStorage;
  /** Where the office's verification page is served: the QR's address. */
  origin: string;
  seal: ReturnType<typeof sealIn>;
  log: { error(obj: unknown, msg: string): void };
}

interface Planned {
  /** The DRAFT to finalise (its revision then), or the row to insert when the item had none. */
  existing?: { id: number; revision: number };
  row: repo.NewDocument;
  printed: PrintedCertificate;
}

/** Each item's certificate as it will be finalised: the live draft, else a new one from its template, with today's values. */
async function certificatesOf(tx: Tx, actor: Actor, c: CaseRecord) {
  const items = await repo.caseItemsOf(tx, actor.tenantId, c.id);
  const out: { existing?: repo.DocumentRecord; row: repo.NewDocument; number: string; itemName: string }[] = [];
  for (const item of items) {
    const live = await repo.liveDocumentOf(tx, actor.tenantId, c.id, item.id, 'CERTIFICATE');
    if (live?.status === 'FINAL') continue;
    const row = live ?? (await documentDraft(tx, { tenantId: actor.tenantId, userId: c.handlerId }, c, { kind: 'CERTIFICATE', caseItemId: item.id }));
    const values = await valuesFor(tx, actor.tenantId, c.id, item.id);
    if (!item.certificateNumber) throw new AppError('CONFLICT', `事项“${item.itemName}”尚未分配公证书编号，不能出证`);
    const missing = missingFields(row.content, { ...values, 'item.certificateNumber': item.certificateNumber });
    if (missing.length) throw new AppError('CONFLICT', `${row.title}缺少必填内容：${missing.map((m) => m.label).join('、')}，请补全后再出证`);
    out.push({ existing: live, row: { ...row, fieldValues: values }, number: item.certificateNumber, itemName: item.itemName });
  }
  return out;
}

async function imagesOf(tx: Tx, config: FinaliseConfig, c: CaseRecord): Promise<CertificateImages> {
  const settings = await docSettings(tx, c.tenantId);
  return {
    seal: await imageDataUrl(tx, config.storage, c.tenantId, settings?.sealFileId),
    signature: await imageDataUrl(tx, config.storage, c.tenantId, await repo.handwritingOf(tx, c.tenantId, c.handlerId)),
  };
}

async function finaliseOne(tx: Tx, actor: Actor, c: CaseRecord, p: Planned): Promise<number[]> {
  const { printed } = p;
  let id = p.existing?.id;
  if (p.existing) {
    const now = await repo.findDocument(tx, actor.tenantId, p.existing.id, true);
    if (!now || now.status !== 'DRAFT' || now.revision !== p.existing.revision) throw new AppError('CONFLICT', `${p.row.title}在出证时被修改，请重新出证`);
  } else {
    id = (await repo.insertDocument(tx, p.row)).id;
  }
  await printed.file.record(tx, actor.userId);
  const meta = { documentKind: 'CERTIFICATE', version: p.row.version ?? 1 };
  const content = await appendToChain(tx, actor.tenantId, { kind: 'DOC_CONTENT', ref: printed.number, artefact: printed.contentHash, metadata: meta });
  const pdf = await appendToChain(tx, actor.tenantId, {
    kind: 'CERTIFICATE',
    ref: printed.number,
    artefact: printed.pdfHash,
    metadata: { ...meta, mime: 'application/pdf', size: printed.pdf.length, sealed: printed.sealed, signed: printed.signed },
  });
  await repo.updateDocument(tx, actor.tenantId, id!, {
    status: 'FINAL',
    fieldValues: p.row.fieldValues,
    certificateNumber: printed.number,
    pdfFileId: printed.file.key,
    sha256: printed.pdfHash.sha256,
    sm3: printed.pdfHash.sm3,
    contentSha256: printed.contentHash.sha256,
    chainSeq: pdf.seq,
    finalizedBy: actor.userId,
    finalizedAt: new Date(),
    lockedBy: null,
    lockExpiresAt: null,
    updatedBy: actor.userId,
  });
  await audit(tx, actor, {
    module: MODULE,
    action: 'finalize',
    targetId: id,
    after: { number: printed.number, sha256: printed.pdfHash.sha256, sm3: printed.pdfHash.sm3, contentSha256: printed.contentHash.sha256 },
    message: `${c.businessNumber}：${p.row.title}定稿，编号 ${printed.number}`,
  });
  return [content.seq, pdf.seq];
}

/** The 出证 step lent to the business module. */
export function issueStep(config: FinaliseConfig) {
  return {
    async prepare(db: Database, actor: Actor, c: CaseRecord): Promise<PreparedStep> {
      const { certificates, images } = await inTenant(db, actor.tenantId, async (tx) => ({
        certificates: await certificatesOf(tx, actor, c),
        images: await imagesOf(tx, config, c),
      }));
      const planned: Planned[] = [];
      const discard = () => Promise.all(planned.map((p) => p.printed.file.discard()));
      try {
        for (const cert of certificates) {
          const printed = await printCertificate(
            db,
            config.seal,
            config.storage,
            config.origin,
            actor.tenantId,
            {
              number: cert.number,
              page: cert.row.page,
              content: cert.row.content,
              values: cert.row.fieldValues ?? {},
              title: cert.row.title,
            },
            images,
          );
          planned.push({ existing: cert.existing && { id: cert.existing.id, revision: cert.existing.revision }, row: cert.row, printed });
        }
      } catch (e) {
        await discard();
        throw e;
      }
      const seqs: number[] = [];
      return {
        apply: async (tx, before) => {
          for (const p of planned) seqs.push(...(await finaliseOne(tx, actor, before, p)));
        },
        committed: async () => {
          for (const seq of seqs) {
            await timestampEntry(db, config.seal, actor.tenantId, seq).catch((e: unknown) =>
              config.log.error({ err: e, seq }, 'certificate timestamp failed; verify-integrity lists the entry without a token'),
            );
          }
        },
        discarded: async () => {
          await discard();
        },
      };
    },
  };
}
