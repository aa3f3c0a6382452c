import { RESET_CYCLES, type NumberRuleRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

/** Today as YYYYMMDD, the suffix of every export's file name. */

/** The columns of the numbering-rule list's .xlsx export. */
export const NUMBER_RULE_EXPORT_COLUMNS: ExportColumn<NumberRuleRow>[] = [
  { title: '名称', value: (r) => r.name, width: 18 },
  { title: '编码', value: (r) => r.code, width: 18 },
  { title: '规则', value: (r) => r.pattern, width: 32 },
  { title: '重置周期', value: (r) => RESET_CYCLES[r.resetCycle as keyof typeof RESET_CYCLES] ?? r.resetCycle, width: 10 },
  { title: '已发号数', value: (r) => r.issuedCount, width: 10 },
  { title: '创建时间', value: (r) => parseTime(r.createdAt) ?? '', width: 20 },
];
