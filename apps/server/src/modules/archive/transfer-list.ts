import type { Readable } from 'node:stream';
import yazl from 'yazl';

export interface ListedVolume {
  archiveNo: string;
  caseNumber: string;
  parties: string;
  retention: string;
  manifestSha256: string;
  manifestSm3: string;
  items: { seq: number; title: string; fileName: string; size: number; sha256: string; sm3: string }[];
}

/** XML text; control characters XML 1.0 cannot carry are dropped. */
const xml = (s: string) =>
  [...s]
    .filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r')
    .join('')
    .replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const col = (i: number) => String.fromCharCode(65 + i);
const cell = (v: string | number, ref: string) =>
  typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(v)}</t></is></c>`;
const sheetXml = (rows: (string | number)[][]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((r, y) => `<row r="${y + 1}">${r.map((v, x) => cell(v, `${col(x)}${y + 1}`)).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;

const PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="移交清单" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** The rows of a transfer list: a heading, then one row per item with the volume's facts and both hashes. */
function transferListRows(input: { toOrg: string; reason: string; listSha256: string; volumes: ListedVolume[] }): (string | number)[][] {
  const rows: (string | number)[][] = [
    ['档案移交清单'],
    ['接收单位', input.toOrg, '移交事由', input.reason],
    ['清单 SHA-256', input.listSha256],
    ['档案号', '业务编号', '当事人', '保管期限', '固定清单 SHA-256', '序号', '题名', '文件名', '大小（字节）', 'SHA-256', 'SM3'],
  ];
  for (const v of input.volumes)
    for (const i of v.items)
      rows.push([v.archiveNo, v.caseNumber, v.parties, v.retention, v.manifestSha256, i.seq, i.title, i.fileName, i.size, i.sha256, i.sm3]);
  return rows;
}

/** The transfer list as a minimal SpreadsheetML workbook (one sheet, inline strings). */
export async function transferListXlsx(input: Parameters<typeof transferListRows>[0]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(PARTS)) zip.addBuffer(Buffer.from(body, 'utf8'), name);
  zip.addBuffer(Buffer.from(sheetXml(transferListRows(input)), 'utf8'), 'xl/worksheets/sheet1.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as Readable) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
