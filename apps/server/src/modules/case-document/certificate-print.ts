import { boundFields, type DocJson } from '@notaria/documents';
import { qrText, type PageSettings } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { fileKeyOf, findFile, readStoredFile, writeGenerated, type FileStorage } from '../files/files.api.ts';
import { dualHash, signCertificatePayload, type sealIn } from '../integrity/integrity.api.ts';
import { canonicalJson } from '../oplog/oplog.api.ts';
import { documentPdf, qrDataUrl } from './doc-sources.ts';

/**
 * A 公证书 made final (shared-model.md, "Finalisation"): its content bytes hashed, the hash signed for the QR, the
 * page printed once with the seal, the notary's signature and the QR, and the PDF written to disk. Runs outside
 * any transaction; the rows are written by the 出证 transaction (finalise.ts).
 */

export interface CertificateInput {
  number: string;
  page: PageSettings;
  content: DocJson;
  /** Every value the case gives; only the bound ones are sealed into the content. */
  values: Record<string, string>;
  title: string;
}

/** The images placed at the anchors (data URLs), when the office and the notary have them. */
export interface CertificateImages {
  seal?: string;
  signature?: string;
}

export interface PrintedCertificate {
  number: string;
  contentBytes: Buffer;
  contentHash: { sha256: string; sm3: string };
  pdf: Buffer;
  pdfHash: { sha256: string; sm3: string };
  sealed: boolean;
  signed: boolean;
  file: Awaited<ReturnType<typeof writeGenerated>>;
  values: Record<string, string>;
}

/** The bytes a certificate's documentHash covers: canonical JSON of number, kind, page, content and its bound values. */
export function contentBytesOf(input: CertificateInput, values: Record<string, string>): Buffer {
  return Buffer.from(canonicalJson({ number: input.number, kind: 'CERTIFICATE', page: input.page, content: input.content, values }), 'utf8');
}

/** The bound values only: what the certificate prints. */
export const boundValues = (content: DocJson, all: Record<string, string>) =>
  Object.fromEntries(boundFields(content).flatMap((f) => (all[f.path] ? [[f.path, all[f.path]]] : [])));

/** A stored image (an /api/file/… URL or a file key) as a data URL, or undefined. */
export async function imageDataUrl(tx: Tx, storage: FileStorage, tenantId: number, ref: string | null | undefined): Promise<string | undefined> {
  const key = ref ? (fileKeyOf(ref) ?? (/^[0-9a-f]{32}$/.test(ref) ? ref : null)) : null;
  if (!key) return undefined;
  const row = await findFile(tx, tenantId, key);
  if (!row?.mime.startsWith('image/')) return undefined;
  const bytes = await readStoredFile(tx, storage, tenantId, key);
  return bytes ? `data:${row.mime};base64,${bytes.toString('base64')}` : undefined;
}

export async function printCertificate(
  db: Database,
  seal: ReturnType<typeof sealIn>,
  storage: FileStorage,
  origin: string,
  tenantId: number,
  input: CertificateInput,
  images: CertificateImages,
): Promise<PrintedCertificate> {
  const values = { ...boundValues(input.content, input.values), 'item.certificateNumber': input.number };
  const contentBytes = contentBytesOf(input, values);
  const contentHash = dualHash(contentBytes);
  const time = new Date().toISOString();
  const signed = await signCertificatePayload(db, seal, tenantId, { number: input.number, documentHash: contentHash.sha256, time });
  const qr = await qrDataUrl(qrText(origin, signed.payload, signed.signature));
  const pdf = await documentPdf(input.content, input.page, {
    values,
    title: input.title,
    subject: input.number,
    images: { qr, ...(images.seal && { seal: images.seal }), ...(images.signature && { signature: images.signature }) },
    manifest: { number: input.number, kind: 'CERTIFICATE', documentHash: contentHash.sha256, documentSm3: contentHash.sm3, time, keyId: signed.payload.keyId },
  });
  const file = await writeGenerated(storage, tenantId, `${input.title}-${input.number}.pdf`, 'application/pdf', pdf);
  return {
    number: input.number,
    contentBytes,
    contentHash,
    pdf,
    pdfHash: dualHash(pdf),
    sealed: !!images.seal,
    signed: !!images.signature,
    file,
    values,
  };
}
