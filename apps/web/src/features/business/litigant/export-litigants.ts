import type { LitigantRow } from '@notaria/contracts';
import { datedFileName, downloadWorkbook, fetchAllPages, workbookSheet, type ExportColumn, type PageOf } from '../../../lib/export-xlsx';
import { statusName } from '../../../components/case-status';
import { customerTypeName, minute, roleName, rolesOf } from './labels';

type CaseLine = LitigantRow['cases'][number] & { party: LitigantRow };

const PARTY_COLUMNS: ExportColumn<LitigantRow>[] = [
  { title: '名称', value: (r) => r.name, width: 20 },
  { title: '类型', value: (r) => customerTypeName(r.customerType), width: 8 },
  { title: '证件号码/统一社会信用代码', value: (r) => r.idNumber, width: 24 },
  { title: '联系电话', value: (r) => r.phone, width: 16 },
  { title: '角色', value: (r) => rolesOf(r).map(roleName).join('、'), width: 16 },
  { title: '业务数', value: (r) => r.caseCount, width: 8 },
  { title: '业务编号', value: (r) => r.cases.map((c) => c.businessNumber).join('、'), width: 40 },
  { title: '最近业务时间', value: (r) => (r.cases[0] ? minute(r.cases[0].createdAt) : ''), width: 18 },
];

const CASE_COLUMNS: ExportColumn<CaseLine>[] = [
  { title: '当事人', value: (c) => c.party.name, width: 20 },
  { title: '证件号码/统一社会信用代码', value: (c) => c.party.idNumber, width: 24 },
  { title: '业务编号', value: (c) => c.businessNumber, width: 20 },
  { title: '公证事项', value: (c) => c.itemNames.join('、'), width: 28 },
  { title: '角色', value: (c) => roleName(c.role), width: 10 },
  { title: '状态', value: (c) => statusName(c.status), width: 14 },
  { title: '创建时间', value: (c) => minute(c.createdAt), width: 18 },
];

/** Every party of the search, then one line per party and case, as two sheets of one workbook. */
export async function exportLitigants(
  fetchPage: (current: number, size: number) => Promise<PageOf<LitigantRow>>,
  onProgress: (loaded: number, total: number) => void,
) {
  const rows = await fetchAllPages(fetchPage, onProgress);
  if (rows.length === 0) return 0;
  const lines = rows.flatMap((party) => party.cases.map((c) => ({ ...c, party })));
  await downloadWorkbook(datedFileName('当事人'), [workbookSheet('当事人', rows, PARTY_COLUMNS), workbookSheet('当事人业务', lines, CASE_COLUMNS)]);
  return rows.length;
}
