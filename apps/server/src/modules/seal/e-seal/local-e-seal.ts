import { PDFDocument } from 'pdf-lib';
import { invalid } from '../../../lib/app-error.ts';
import type { ESealProvider, StampInput } from './e-seal-provider.ts';

const POINTS_PER_MM = 72 / 25.4;

/** Reads a PDF the way stamping will, or answers a Chinese 400 for anything else. */
export async function loadPdf(bytes: Buffer): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(new Uint8Array(bytes), { updateMetadata: false });
  } catch (e) {
    const encrypted = e instanceof Error && /encrypt/i.test(e.message);
    throw invalid(encrypted ? '该 PDF 已加密，无法签章' : '文件不是可读取的 PDF');
  }
}

/**
 * The product's own stamping: the impression image drawn at the placed position, saved as a new PDF. It signs
 * nothing inside the PDF; the request's detached signature and timestamp prove what was stamped and when.
 */
export class LocalESealProvider implements ESealProvider {
  readonly kind = 'local';
  readonly name = '本地图像签章';
  readonly certified = false;

  async stamp(input: StampInput): Promise<Buffer> {
    const doc = await loadPdf(input.pdf);
    const pages = doc.getPages();
    if (input.page < 1 || input.page > pages.length) throw invalid(`页码超出范围：该 PDF 共 ${pages.length} 页`);
    const page = pages[input.page - 1];
    const image =
      input.sealImageMime === 'image/png' ? await doc.embedPng(new Uint8Array(input.sealImage)) : await doc.embedJpg(new Uint8Array(input.sealImage));
    const { width, height } = page.getSize();
    const size = input.sizeMm * POINTS_PER_MM;
    const scale = size / Math.max(image.width, image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    // PDF space starts at the bottom-left corner; the placed position is from the top-left, as the user sees it.
    const cx = (input.x / 1000) * width;
    const cy = height - (input.y / 1000) * height;
    page.drawImage(image, { x: cx - w / 2, y: cy - h / 2, width: w, height: h, opacity: 0.9 });
    doc.setModificationDate(new Date());
    doc.setProducer(`Notaria 电子签章（${input.sealName}）`);
    return Buffer.from(await doc.save());
  }
}
