// The render module's public surface: documents to PDF and Word, Word templates, QR codes. Import render from here.
export { pdfCapability } from './chromium.ts';
export { htmlToPdf, closeRenderer } from './html-to-pdf.ts';
export { documentPdf } from './document-pdf.ts';
export { documentDocx } from './document-docx.ts';
export { docxTags, fillDocx } from './docx-template.ts';
export type { DocxTags } from './docx-template.ts';
export { qrDataUrl, qrPng } from './qr.ts';
