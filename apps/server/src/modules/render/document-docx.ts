import { AlignmentType, Document, LineRuleType, Packer, PageBreak, Paragraph, TextRun, type IRunOptions, type ParagraphChild } from 'docx';
import {
  LINE_HEIGHT,
  MARK,
  NODE,
  PAGE_SIZE_MM,
  childrenOf,
  fieldOf,
  fieldValue,
  headingLevelOf,
  indentOf,
  textAlignOf,
  type DocJson,
  type DocNode,
  type PageSettings,
  type TextAlign,
} from '@notaria/documents';

// The document JSON → a Word file for offices that finish a document in Word/WPS. Same model as the PDF: 宋体 at the
// template's body size, its page and margins, alignment and first-line indent; fields filled or a red 【label】.
// Seal, signature and QR anchors are left out: a Word copy is a working copy, never the certificate.

/** Millimetres to twentieths of a point, rounded (docx's own helper truncates: A4 would come out 11905 × 16837). */
const twip = (mm: number) => Math.round((mm * 1440) / 25.4);
const SONG = { ascii: 'SimSun', eastAsia: 'SimSun', hAnsi: 'SimSun', cs: 'SimSun' };
const MISSING_RED = 'D4380D';
const HEADING_PT: Record<1 | 2 | 3, number | null> = { 1: 22, 2: 16, 3: null };
const ALIGN: Record<TextAlign, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};

type Ctx = { values: Record<string, string>; sizePt: number };
type RunStyle = Pick<IRunOptions, 'bold' | 'italics' | 'underline' | 'strike' | 'color'>;

function styleOf(node: DocNode): RunStyle {
  const style: { -readonly [K in keyof RunStyle]: RunStyle[K] } = {};
  for (const mark of node.marks ?? []) {
    if (mark?.type === MARK.bold) style.bold = true;
    else if (mark?.type === MARK.italic) style.italics = true;
    else if (mark?.type === MARK.underline) style.underline = {};
    else if (mark?.type === MARK.strike) style.strike = true;
  }
  return style;
}

function textRuns(text: string, style: RunStyle, sizePt: number): TextRun[] {
  return text.split(/\r?\n/).map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined, font: SONG, size: sizePt * 2, ...style }));
}

function inlineRuns(nodes: DocNode[], ctx: Ctx, base: RunStyle = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    const style = { ...base, ...styleOf(node) };
    switch (node.type) {
      case NODE.text:
        return typeof node.text === 'string' ? textRuns(node.text, style, ctx.sizePt) : [];
      case NODE.hardBreak:
        return [new TextRun({ break: 1 })];
      case NODE.field: {
        const { path, label } = fieldOf(node);
        const value = fieldValue(ctx.values, path);
        return value === null ? textRuns(`【${label}】`, { ...style, color: MISSING_RED }, ctx.sizePt) : textRuns(value, style, ctx.sizePt);
      }
      case NODE.seal:
      case NODE.signature:
      case NODE.qr:
        return [];
      default:
        return inlineRuns(childrenOf(node), ctx, style);
    }
  });
}

function paragraph(node: DocNode, ctx: Ctx, extra: { bold?: boolean; sizePt?: number; align?: TextAlign; prefix?: string; leftEm?: number } = {}) {
  const sizePt = extra.sizePt ?? ctx.sizePt;
  const align = textAlignOf(node) ?? extra.align;
  const indent = indentOf(node);
  const runs = inlineRuns(childrenOf(node), { ...ctx, sizePt }, extra.bold ? { bold: true } : {});
  return new Paragraph({
    alignment: align ? ALIGN[align] : ALIGN.justify,
    // 1 em = the body size; Word measures indents in twentieths of a point.
    indent:
      indent || extra.leftEm
        ? { ...(indent ? { firstLine: indent * sizePt * 20 } : {}), ...(extra.leftEm ? { left: extra.leftEm * ctx.sizePt * 20 } : {}) }
        : undefined,
    spacing: { line: Math.round(LINE_HEIGHT * 240), lineRule: LineRuleType.AUTO },
    children: extra.prefix ? [...textRuns(extra.prefix, {}, sizePt), ...runs] : runs,
  });
}

function blocks(nodes: DocNode[], ctx: Ctx, depth = 0): Paragraph[] {
  return nodes.flatMap((node): Paragraph[] => {
    switch (node.type) {
      case NODE.paragraph:
        return [paragraph(node, ctx)];
      case NODE.heading: {
        const level = headingLevelOf(node);
        return [paragraph(node, ctx, { bold: true, sizePt: HEADING_PT[level] ?? ctx.sizePt, align: level < 3 ? 'center' : undefined })];
      }
      case NODE.bulletList:
      case NODE.orderedList:
        return childrenOf(node).flatMap((item, i) => listItem(item, ctx, depth + 1, node.type === NODE.orderedList ? `${i + 1}. ` : '• '));
      case NODE.horizontalRule:
        return [new Paragraph({ border: { bottom: { style: 'single', size: 6, color: '000000', space: 1 } }, children: [] })];
      case NODE.pageBreak:
        return [new Paragraph({ children: [new PageBreak()] })];
      default:
        return blocks(childrenOf(node), ctx, depth);
    }
  });
}

function listItem(item: DocNode, ctx: Ctx, depth: number, marker: string): Paragraph[] {
  return childrenOf(item).flatMap((child, i) =>
    child.type === NODE.paragraph ? [paragraph(child, ctx, { prefix: i === 0 ? marker : '', leftEm: depth * 2 })] : blocks([child], ctx, depth),
  );
}

/** A .docx of the document: page size and margins from the settings, 宋体 at the body size, fields filled. */
export async function documentDocx(doc: DocJson, page: PageSettings, values: Record<string, string>, title: string): Promise<Buffer> {
  const size = PAGE_SIZE_MM[page.size] ?? PAGE_SIZE_MM.A4;
  const ctx: Ctx = { values, sizePt: page.fontSize };
  const document = new Document({
    title,
    creator: 'Notaria',
    styles: { default: { document: { run: { font: SONG, size: page.fontSize * 2 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: twip(size.width), height: twip(size.height) },
            margin: {
              top: twip(page.marginTop),
              right: twip(page.marginRight),
              bottom: twip(page.marginBottom),
              left: twip(page.marginLeft),
            },
          },
        },
        children: blocks(childrenOf(doc), ctx),
      },
    ],
  });
  return Packer.toBuffer(document);
}
