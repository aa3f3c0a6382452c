import { NUMBER_STATUSES, RESET_CYCLES, type NumberLedgerRow, type NumberRuleRow } from '@notaria/contracts';
import type { ExportColumn } from '../../lib/export-xlsx';
import { parseTime } from '../../utils/time';

/** The columns of the numbering-rule list's .xlsx export. */
export const NUMBER_RULE_EXPORT_COLUMNS: ExportColumn<NumberRuleRow>[] = [
  { title: '名称', value: (r) => r.name, width: 18 },
  { title: '编码', value: (r) => r.code, width: 18 },
  { title: '规则', value: (r) => r.pattern, width: 32 },
  { title: '重置周期', value: (r) => RESET_CYCLES[r.resetCycle as keyof typeof RESET_CYCLES] ?? r.resetCycle, width: 10 },
  { title: '已发号数', value: (r) => r.issuedCount, width: 10 },
  { title: '创建时间', value: (r) => parseTime(r.createdAt) ?? '', width: 20 },
];

/** The columns of one rule's ledger (issued and voided numbers). */
export const LEDGER_EXPORT_COLUMNS: ExportColumn<NumberLedgerRow>[] = [
  { title: '编号', value: (r) => r.number, width: 34 },
  { title: '周期', value: (r) => r.period, width: 10 },
  { title: '流水号', value: (r) => r.seq, width: 8 },
  { title: '状态', value: (r) => NUMBER_STATUSES[r.status as keyof typeof NUMBER_STATUSES] ?? r.status, width: 8 },
  { title: '业务编号', value: (r) => r.businessId, width: 18 },
  { title: '发号人', value: (r) => r.issuedByName, width: 10 },
  { title: '发号时间', value: (r) => parseTime(new Date(r.issuedAt)), width: 20 },
  { title: '作废时间', value: (r) => (r.voidedAt ? parseTime(new Date(r.voidedAt)) : ''), width: 20 },
  { title: '作废原因', value: (r) => r.voidReason, width: 24 },
];
