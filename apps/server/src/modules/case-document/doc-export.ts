import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { readStoredFile, type FileStorage } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { MODULE } from './case-documents.ts';
import { documentForActor } from './case-gate.ts';
import { documentDocx, documentPdf, fillDocx, templateVersion } from './doc-sources.ts';

/**
 * 文书导出: a draft printed now (PDF with the 草稿 watermark, or Word); a FINAL (or voided) certificate's PDF is
 * the stored, sealed bytes — never printed again, so its hashes keep matching.
 */

export type ExportFormat = 'pdf' | 'docx';
export interface ExportedFile {
  bytes: Buffer;
  fileName: string;
  mime: string;
}

const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PARTY_VALUE = /^parties\.([A-Z_]+)\.(\d+)\.(\w+)$/;

/** A Word template's data: every value by its path, and each role's parties as a list for {#parties.ROLE}…{/parties.ROLE}. */
function wordData(values: Record<string, string>): Record<string, unknown> {
  const lists: Record<string, Record<string, string>[]> = {};
  for (const [path, value] of Object.entries(values)) {
    const m = PARTY_VALUE.exec(path);
    if (!m) continue;
    const list = (lists[`parties.${m[1]}`] ??= []);
    (list[Number(m[2])] ??= {})[m[3]] = value;
  }
  return { ...values, ...Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.filter(Boolean)])) };
}

export async function exportDocument(db: Database, storage: FileStorage, actor: Actor, id: number, format: ExportFormat): Promise<ExportedFile> {
  const found = await inTenant(db, actor.tenantId, async (tx) => {
    const { d, c } = await documentForActor(tx, actor, id);
    const stored = format === 'pdf' && d.pdfFileId ? await readStoredFile(tx, storage, actor.tenantId, d.pdfFileId) : undefined;
    const version = format === 'docx' ? await templateVersion(tx, d.templateId, d.templateVersion) : undefined;
    const wordTemplate = version?.docxFileId ? await readStoredFile(tx, storage, version.tenantId, version.docxFileId) : undefined;
    if (format === 'pdf' && d.status === 'FINAL' && !stored) throw new AppError('NOT_FOUND', '定稿文书的 PDF 文件不存在，请联系管理员');
    await audit(tx, actor, { module: MODULE, action: 'export', targetId: d.id, message: `${c.businessNumber}：导出${d.title}（${format.toUpperCase()}）` });
    return { d, stored, wordTemplate };
  });
  const { d, stored, wordTemplate } = found;
  const name = [d.title, d.certificateNumber, d.status === 'DRAFT' ? '草稿' : d.status === 'VOID' ? '已作废' : ''].filter(Boolean).join('-');
  const fileName = `${name}.${format}`;
  if (stored) return { bytes: stored, fileName, mime: MIME.pdf };
  const values = d.fieldValues;
  const bytes =
    format === 'pdf'
      ? await documentPdf(d.content, d.page, { values, title: d.title, watermark: d.status === 'VOID' ? '作废' : d.status !== 'FINAL' })
      : wordTemplate
        ? fillDocx(wordTemplate, wordData(values))
        : await documentDocx(d.content, d.page, values, d.title);
  return { bytes, fileName, mime: MIME[format] };
}
