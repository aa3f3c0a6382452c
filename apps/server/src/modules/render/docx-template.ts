import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { invalid } from '../../lib/app-error.ts';

// Word templates offices already have: {placeholder} and {#loop}…{/loop} filled by docxtemplater (the free core:
// text and loops; images and HTML are paid modules we do not use).

type Part = { type: string; value: string; module?: string; subparsed?: Part[] };
/** Keeps each part's parsed tags (docxtemplater's own InspectModule needs lodash, which we do not ship). */
class TagCollector {
  readonly name = 'TagCollector';
  readonly parts = new Map<string, Part[]>();
  set(options: { inspect?: { filePath?: string; postparsed?: Part[] } }): void {
    const { filePath, postparsed } = options.inspect ?? {};
    if (filePath && postparsed) this.parts.set(filePath, postparsed);
  }
}

type TemplateProblem = { properties?: { id?: string; xtag?: string; explanation?: string } };

export type DocxTags = {
  /** Placeholders outside loops, e.g. `name` or `parties.APPLICANT.0.name`. */
  tags: string[];
  /** Each loop (`{#parties}…{/parties}`) with the placeholders inside it. */
  loops: { name: string; tags: string[] }[];
};

const NOT_DOCX = '文件不是有效的 Word 文档（.docx），请用 Word 或 WPS 另存为 .docx 后再上传';

const PROBLEMS: Record<string, (tag: string) => string> = {
  unopened_tag: (tag) => `标签“${tag}”缺少左花括号 {`,
  unclosed_tag: (tag) => `标签“${tag}”缺少右花括号 }`,
  duplicate_open_tag: (tag) => `标签“${tag}”有重复的 {`,
  duplicate_close_tag: (tag) => `标签“${tag}”有重复的 }`,
  unclosed_loop: (tag) => `循环“${tag}”没有对应的 {/${tag}}`,
  unopened_loop: (tag) => `循环结束“${tag}”没有对应的 {#${tag}}`,
  closing_tag_does_not_match_opening_tag: (tag) => `循环“${tag}”的开始与结束标签不一致`,
  unbalanced_loop_tags: () => '循环的开始与结束标签不成对',
  loop_position_invalid: (tag) => `循环“${tag}”的开始与结束不在同一层（例如一个在表格内、一个在表格外）`,
};

function templateProblem(error: unknown): string | null {
  const errors = (error as { properties?: { errors?: TemplateProblem[] } })?.properties?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const lines = errors.slice(0, 5).map(({ properties: p = {} }) => PROBLEMS[p.id ?? '']?.(p.xtag ?? '') ?? `标签有误（${p.xtag ?? p.id ?? '未知'}）`);
  return `Word 模板的标签有误：${lines.join('；')}`;
}

function open(bytes: Buffer | Uint8Array, modules: TagCollector[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw invalid(NOT_DOCX);
  }
  if (!zip.file('word/document.xml')) throw invalid(NOT_DOCX);
  try {
    return new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, modules, nullGetter: missingValue, errorLogging: false });
  } catch (error) {
    throw invalid(templateProblem(error) ?? NOT_DOCX);
  }
}

/** A placeholder the data has no value for prints as 【name】, as a missing field does in the editor; a missing loop prints nothing. */
function missingValue(part: { module?: string; value: string }): string {
  return part.module ? '' : `【${part.value}】`;
}

function collect(parts: Part[], into: DocxTags, loop?: { name: string; tags: string[] }): void {
  for (const part of parts) {
    if (part.type !== 'placeholder') continue;
    if (part.module === 'loop') {
      const inner = into.loops.find((l) => l.name === part.value) ?? { name: part.value, tags: [] };
      if (!into.loops.includes(inner)) into.loops.push(inner);
      collect(part.subparsed ?? [], into, inner);
    } else if (!part.module) {
      const list = loop ? loop.tags : into.tags;
      if (!list.includes(part.value)) list.push(part.value);
    }
  }
}

/** The placeholders and loops of an uploaded Word template; 400 when it is not a .docx or its tags are broken. */
export function docxTags(bytes: Buffer | Uint8Array): DocxTags {
  const collector = new TagCollector();
  open(bytes, [collector]);
  const result: DocxTags = { tags: [], loops: [] };
  for (const parts of collector.parts.values()) collect(parts, result);
  return result;
}

/** The template filled with `data` (values by placeholder name; arrays of objects for loops). */
export function fillDocx(bytes: Buffer | Uint8Array, data: Record<string, unknown>): Buffer {
  const doc = open(bytes);
  try {
    doc.render(data);
  } catch (error) {
    throw invalid(templateProblem(error) ?? 'Word 模板无法填充');
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
