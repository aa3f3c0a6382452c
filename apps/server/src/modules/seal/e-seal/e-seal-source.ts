import type { ESealPdfInfo, ESealSourceBody } from '@notaria/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError, invalid, notFound } from '../../../lib/app-error.ts';
import { caseDocuments } from '../../case-document/case-document.table.ts';
import { ownFile, readStoredFile, type FileStorage } from '../../files/files.api.ts';
import { dualHash } from '../../integrity/integrity.api.ts';
import { loadPdf } from './local-e-seal.ts';

export interface SourcePdf {
  source: ESealSourceBody['source'];
  documentId: number | null;
  fileId: string;
  name: string;
}

const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`).slice(0, 200);

/** A FINAL case document still in force; a draft or a corrected (VOID) one is refused. */
export async function finalDocument(tx: Tx, tenantId: number, id: number) {
  const [doc] = await tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.tenantId, tenantId), eq(caseDocuments.id, id)));
  if (!doc) throw notFound('公证书');
  if (doc.status === 'VOID') throw new AppError('CONFLICT', '该公证书已作废（已更正），不能签章');
  if (doc.status !== 'FINAL' || !doc.pdfFileId) throw new AppError('CONFLICT', '只能对已出证（定稿）的公证书签章');
  return { ...doc, pdfFileId: doc.pdfFileId };
}

/** The stored PDF a request names: a FINAL document's PDF, or a PDF uploaded to the caller's organisation. */
export async function sourceOf(tx: Tx, tenantId: number, body: ESealSourceBody): Promise<SourcePdf> {
  if (body.source === 'DOCUMENT') {
    if (!body.documentId) throw invalid('请选择公证书');
    const doc = await finalDocument(tx, tenantId, body.documentId);
    const label = doc.certificateNumber ? `${doc.title}（${doc.certificateNumber}）` : doc.title;
    return { source: 'DOCUMENT', documentId: doc.id, fileId: doc.pdfFileId, name: pdfName(label) };
  }
  if (!body.fileUrl) throw invalid('请上传待签章的 PDF 文件');
  const file = await ownFile(tx, tenantId, body.fileUrl, '待签章文件');
  if (file.mime !== 'application/pdf') throw invalid('待签章文件须为 PDF');
  return { source: 'UPLOAD', documentId: null, fileId: file.id, name: pdfName(file.name) };
}

/** The bytes of a stored file, or a 409 when they have gone from the disk. */
export async function storedBytes(tx: Tx, storage: FileStorage, tenantId: number, fileId: string): Promise<Buffer> {
  const bytes = await readStoredFile(tx, storage, tenantId, fileId).catch(() => undefined);
  if (!bytes) throw new AppError('CONFLICT', '文件已不存在，请重新选择');
  return bytes;
}

/** A source PDF's pages (in points) and hash, read the way stamping reads it. */
export async function inspectSource(
  tx: Tx,
  storage: FileStorage,
  tenantId: number,
  body: ESealSourceBody,
): Promise<ESealPdfInfo & { src: SourcePdf; bytes: Buffer }> {
  const src = await sourceOf(tx, tenantId, body);
  const bytes = await storedBytes(tx, storage, tenantId, src.fileId);
  const doc = await loadPdf(bytes);
  const pages = doc.getPages().map((p) => {
    const { width, height } = p.getSize();
    return { width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
  });
  if (pages.length === 0) throw invalid('该 PDF 没有页面');
  return { name: src.name, sha256: dualHash(bytes).sha256, pages, src, bytes };
}
