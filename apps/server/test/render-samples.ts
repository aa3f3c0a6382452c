import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocJson } from '@notaria/documents';

// A three-page 出生公证书 in the document model, and poppler's tools to read what Chromium printed.

const text = (value: string, marks?: string[]) => ({ type: 'text', text: value, ...(marks ? { marks: marks.map((type) => ({ type })) } : {}) });
const field = (path: string, label: string) => ({ type: 'field', attrs: { path, label } });
const p = (...content: unknown[]) => ({ type: 'paragraph', attrs: { textAlign: null, indent: 2 }, content });
const right = (...content: unknown[]) => ({ type: 'paragraph', attrs: { textAlign: 'right', indent: 0 }, content });

export const SAMPLE_VALUES: Record<string, string> = {
  'item.certificateNumber': '（2026）京长安证字第00123号',
  'parties.APPLICANT.0.name': '王小明',
  'parties.APPLICANT.0.gender': '男',
  'parties.APPLICANT.0.birthDateCn': '一九九〇年五月十二日',
  'parties.APPLICANT.0.idNumberMasked': '110101********1234',
  'office.fullName': '北京市长安公证处',
  'today.cn': '二〇二六年一月五日',
};

export const threePageCertificate: DocJson = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1, textAlign: 'center', indent: 0 }, content: [text('公证书')] },
    right(field('item.certificateNumber', '公证书编号')),
    p(text('申请人：', ['bold']), field('parties.APPLICANT.0.name', '申请人姓名'), text('，'), field('parties.APPLICANT.0.gender', '性别')),
    p(
      text('出生日期：'),
      field('parties.APPLICANT.0.birthDateCn', '出生日期'),
      text('；公民身份号码：'),
      field('parties.APPLICANT.0.idNumberMasked', '身份证号'),
    ),
    p(text('公证事项：出生')),
    { type: 'pageBreak' },
    { type: 'heading', attrs: { level: 2, textAlign: 'center', indent: 0 }, content: [text('证　词')] },
    p(
      text('兹证明'),
      field('parties.APPLICANT.0.name', '申请人姓名'),
      text('于'),
      field('parties.APPLICANT.0.birthDateCn', '出生日期'),
      text('在北京市东城区出生。'),
    ),
    p(text('其父亲为'), field('parties.FATHER.0.name', '父亲姓名'), text('，母亲未载明。')),
    right(field('office.fullName', '公证处'), { type: 'seal' }),
    right(text('公证员'), { type: 'signature' }),
    right(field('today.cn', '出证日期')),
    { type: 'pageBreak' },
    { type: 'heading', attrs: { level: 2, textAlign: 'center', indent: 0 }, content: [text('验证说明')] },
    p(text('扫描下方二维码或登录公证处网站核验本公证书的真实性。')),
    p({ type: 'qr' }),
  ],
};

/** Runs a poppler tool on the PDF bytes and returns its standard output. */
export function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo' | 'pdfimages', pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const outputs = tool === 'pdftotext' ? [file, '-'] : [file];
    return execFileSync(tool, [...args, ...outputs], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page sizes in points, from pdfinfo's "Page    1 size: 595 x 842 pts" lines. */
export function pageSizes(pdf: Buffer): { width: number; height: number }[] {
  const info = poppler('pdfinfo', pdf, ['-f', '1', '-l', '99']);
  return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
}

/** The bytes of a file attached to the PDF (pdfdetach), or null when there is none of that name. */
export function attachment(pdf: Buffer, name: string): Buffer | null {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-pdf-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    mkdirSync(join(dir, 'out'));
    execFileSync('pdfdetach', ['-saveall', '-o', join(dir, 'out'), join(dir, 'doc.pdf')]);
    return existsSync(join(dir, 'out', name)) ? readFileSync(join(dir, 'out', name)) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
