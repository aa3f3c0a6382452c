import { readSheet } from 'read-excel-file/node';
import {
  INSTITUTION_IMPORT_COLUMNS,
  PERSONAL_IMPORT_COLUMNS,
  type CustomerImportResult,
  type InstitutionCustomerInput,
  type PersonalCustomerInput,
} from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { insertInstitution, insertPerson } from './customer.service.ts';

const MAX_ROWS = 5000;
const ID_TYPE_NAMES: Record<string, string> = {
  居民身份证: 'ID_CARD',
  身份证: 'ID_CARD',
  护照: 'PASSPORT',
  港澳居民来往内地通行证: 'HK_MO_PERMIT',
  台湾居民来往大陆通行证: 'TW_PERMIT',
  港澳台居民居住证: 'HMT_RESIDENCE',
  外国人永久居留身份证: 'FOREIGN_PR',
  军官证: 'OFFICER',
  其他: 'OTHER',
};
const GENDER_NAMES: Record<string, string> = { 男: 'MALE', 女: 'FEMALE', 未知: 'UNKNOWN' };

type Cell = string | number | boolean | Date | null;
const pad = (n: number) => String(n).padStart(2, '0');
const text = (c: Cell): string =>
  c === null || c === undefined ? '' : c instanceof Date ? `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}` : String(c).trim();

/** Rows of the first sheet as records keyed by field, with their sheet row numbers (from 2). */
async function readRows(file: Buffer, columns: Record<string, string>, required: string[]) {
  if (file.length < 4 || file[0] !== 0x50 || file[1] !== 0x4b) throw invalid('请上传 .xlsx 格式的 Excel 文件');
  let sheet: Cell[][];
  try {
    sheet = (await readSheet(file)) as Cell[][];
  } catch {
    throw invalid('无法读取 Excel 文件，请使用导入模板');
  }
  const [header = [], ...body] = sheet;
  const fieldAt = header.map((h) => columns[text(h)]);
  const missing = Object.entries(columns)
    .filter(([, f]) => required.includes(f) && !fieldAt.includes(f))
    .map(([title]) => title);
  if (missing.length) throw invalid(`Excel 缺少列：${missing.join('、')}`);
  const rows = body
    .map((cells, i) => ({
      row: i + 2,
      values: Object.fromEntries(fieldAt.flatMap((f, j) => (f ? [[f, text(cells[j] ?? null)]] : []))) as Record<string, string>,
    }))
    .filter((r) => Object.values(r.values).some((v) => v !== ''));
  if (rows.length > MAX_ROWS) throw invalid(`一次最多导入 ${MAX_ROWS} 行`);
  return rows;
}

async function importRows<T>(
  db: Database,
  actor: Actor,
  action: string,
  rows: { row: number; values: Record<string, string> }[],
  toInput: (v: Record<string, string>) => T,
  insert: (tx: Parameters<typeof insertPerson>[0], input: T) => Promise<unknown>,
): Promise<CustomerImportResult> {
  return inTenant(db, actor.tenantId, async (tx) => {
    const errors: CustomerImportResult['errors'] = [];
    let created = 0;
    for (const { row, values } of rows) {
      try {
        await insert(tx, toInput(values));
        created++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors.push({ row, message: err.message });
      }
    }
    if (created)
      await audit(tx, actor, {
        module: 'customer',
        action,
        diff: [{ field: 'created', before: null, after: created }],
        message: `导入 ${created} 条，未导入 ${errors.length} 行`,
      });
    return { total: rows.length, created, errors };
  });
}

export async function importPersons(db: Database, actor: Actor, file: Buffer): Promise<CustomerImportResult> {
  const rows = await readRows(file, PERSONAL_IMPORT_COLUMNS, ['name', 'idNumber']);
  const toInput = (v: Record<string, string>): PersonalCustomerInput => {
    if (!v.name) throw invalid('姓名不能为空');
    if (!v.idNumber) throw invalid('证件号码不能为空');
    const idType = v.idType ? (ID_TYPE_NAMES[v.idType] ?? v.idType) : 'ID_CARD';
    if (!Object.values(ID_TYPE_NAMES).includes(idType)) throw invalid(`证件类型“${v.idType}”不正确`);
    const gender = v.gender ? GENDER_NAMES[v.gender] : undefined;
    if (v.gender && !gender) throw invalid(`性别“${v.gender}”不正确（男、女）`);
    if (v.birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(v.birthDate)) throw invalid('出生日期须为 YYYY-MM-DD');
    return { ...v, name: v.name, idNumber: v.idNumber, idType: idType as PersonalCustomerInput['idType'], gender: gender as PersonalCustomerInput['gender'] };
  };
  return importRows(db, actor, 'importPersonal', rows, toInput, (tx, input) => insertPerson(tx, actor, input, false));
}

export async function importInstitutions(db: Database, actor: Actor, file: Buffer): Promise<CustomerImportResult> {
  const rows = await readRows(file, INSTITUTION_IMPORT_COLUMNS, ['name', 'creditCode']);
  const toInput = (v: Record<string, string>): InstitutionCustomerInput => {
    if (!v.name) throw invalid('机构名称不能为空');
    if (!v.creditCode) throw invalid('统一社会信用代码不能为空');
    const legalRepIdType = v.legalRepIdType ? ID_TYPE_NAMES[v.legalRepIdType] : undefined;
    if (v.legalRepIdType && !legalRepIdType) throw invalid(`法定代表人证件类型“${v.legalRepIdType}”不正确`);
    return { ...v, name: v.name, creditCode: v.creditCode, legalRepIdType: legalRepIdType as InstitutionCustomerInput['legalRepIdType'] };
  };
  return importRows(db, actor, 'importInstitution', rows, toInput, (tx, input) => insertInstitution(tx, actor, input, false));
}
