import { DEFAULT_PAGE } from '@notaria/contracts';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { docxTags, documentDocx, fillDocx } from '../src/modules/render/render.api.ts';
import { SAMPLE_VALUES, threePageCertificate } from './render-samples.ts';

const documentXml = (docx: Buffer) => new PizZip(docx).file('word/document.xml')!.asText();
/** The visible text of a document.xml, runs joined. */
const visibleText = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

/** A Word file as an office would upload it, with a placeholder and a loop. */
async function wordTemplate(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] });
  return Packer.toBuffer(doc);
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('documentDocx', () => {
  it('writes the values, 宋体 at the body size, the page and margins', async () => {
    const docx = await documentDocx(threePageCertificate, DEFAULT_PAGE, SAMPLE_VALUES, '出生公证书');
    const xml = documentXml(docx);
    const text = visibleText(xml);
    for (const value of ['公证书', '（2026）京长安证字第00123号', '王小明', '一九九〇年五月十二日', '北京市长安公证处']) expect(text).toContain(value);
    expect(text).toContain('【父亲姓名】');
    expect(xml).toContain('<w:rFonts w:ascii="SimSun" w:eastAsia="SimSun" w:hAnsi="SimSun" w:cs="SimSun"/>');
    expect(xml).toContain('<w:sz w:val="32"/>'); // 16 pt (三号) in half-points
    expect(xml).toMatch(/<w:color w:val="D4380D"\/>/);
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/); // A4 in twips
    expect(xml).toMatch(/<w:pgMar w:top="2098" w:right="1474" w:bottom="1984" w:left="1587"/);
    expect(xml.match(/<w:br w:type="page"\/>/g)).toHaveLength(2);
    expect(xml).toContain('<w:jc w:val="center"/>');
    expect(xml).toContain('<w:ind w:firstLine="640"'); // 2 em of 16 pt
    expect(xml).toMatch(/<w:b\/>/);
  });

  it('uses the 16开 page size', async () => {
    const xml = documentXml(await documentDocx(threePageCertificate, { ...DEFAULT_PAGE, size: '16K', fontSize: 14 }, {}, 't'));
    expect(xml).toMatch(/<w:pgSz w:w="10488" w:h="14740"/);
    expect(xml).toContain('<w:sz w:val="28"/>');
  });
});

describe('Word templates (docxtemplater)', () => {
  it('lists the placeholders and loops of an uploaded template', async () => {
    const template = await wordTemplate(['申请人：{name}，编号 {item.certificateNumber}', '{#parties}{name}（{role}）{/parties}']);
    expect(docxTags(template)).toEqual({ tags: ['name', 'item.certificateNumber'], loops: [{ name: 'parties', tags: ['name', 'role'] }] });
  });

  it('fills placeholders and loops with Chinese text; a missing value shows as 【name】', async () => {
    const template = await wordTemplate(['申请人：{name}', '{#parties}当事人{name}；{/parties}', '用途：{purpose}']);
    const filled = fillDocx(template, { name: '王小明', parties: [{ name: '张三' }, { name: '李四' }] });
    const text = visibleText(documentXml(filled));
    expect(text).toContain('申请人：王小明');
    expect(text).toContain('当事人张三；当事人李四；');
    expect(text).toContain('用途：【purpose】');
    expect(text).not.toContain('{');
  });

  it('refuses a file that is not a .docx with a Chinese 400', async () => {
    for (const bytes of [Buffer.from('%PDF-1.7 not a word file'), new PizZip().file('a.txt', 'x').generate({ type: 'nodebuffer' })]) {
      const error = refusal(() => docxTags(bytes));
      expect(error.status).toBe(400);
      expect(error.message).toContain('不是有效的 Word 文档');
    }
  });

  it('names the broken tags of a template', async () => {
    const error = refusal(() => docxTags(Buffer.from([])));
    expect(error.status).toBe(400);
    const broken = await wordTemplate(['申请人：{name', '{#parties}{name}']);
    const message = refusal(() => docxTags(broken)).message;
    expect(message).toMatch(/^Word 模板的标签有误：/);
    expect(message).toMatch(/缺少右花括号|没有对应的/);
  });
});
