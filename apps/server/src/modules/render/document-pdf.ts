import { PDFDocument } from 'pdf-lib';
import { renderDocumentHtml, type DocJson, type PageSettings, type RenderOptions } from '@notaria/documents';
import { htmlToPdf } from './html-to-pdf.ts';

export type DocumentPdfOptions = RenderOptions & {
  /** The PDF's Subject (e.g. the certificate number); the title by default. */
  subject?: string;
  /** Attached to the PDF as manifest.json (hashes and metadata, never personal data). */
  manifest?: unknown;
};

/**
 * A document printed by Chromium, then given its metadata (and manifest attachment) by pdf-lib. pdf-lib cannot embed
 * the CJK .ttc fonts, so it draws nothing: every glyph on the page comes from Chromium.
 */
export async function documentPdf(doc: DocJson, page: PageSettings, options: DocumentPdfOptions): Promise<Buffer> {
  return withMetadata(await htmlToPdf(renderDocumentHtml(doc, page, options)), options);
}

/** Title, subject, producer and dates, and the manifest attachment, on a PDF Chromium printed. */
export async function withMetadata(printed: Buffer, options: Omit<DocumentPdfOptions, 'values'>): Promise<Buffer> {
  const pdf = await PDFDocument.load(printed, { updateMetadata: false });
  const now = new Date();
  pdf.setTitle(options.title, { showInWindowTitleBar: true });
  pdf.setSubject(options.subject ?? options.title);
  pdf.setProducer('Notaria');
  pdf.setCreator('Notaria');
  pdf.setLanguage('zh-CN');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  if (options.manifest !== undefined) {
    const json = Buffer.from(JSON.stringify(options.manifest, null, 2), 'utf8');
    await pdf.attach(json, 'manifest.json', { mimeType: 'application/json', description: 'manifest', creationDate: now, modificationDate: now });
  }
  return Buffer.from(await pdf.save());
}
