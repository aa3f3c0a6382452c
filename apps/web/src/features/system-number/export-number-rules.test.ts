import type { NumberRuleRow } from '@notaria/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { pagedServer, paramsOf } from '../../test/fake-server';
import { getAllNumberRules } from './api/get-number-page';
import { LEDGER_EXPORT_COLUMNS, NUMBER_RULE_EXPORT_COLUMNS } from './export-number-rules';

const rule = (id: number, over: Partial<NumberRuleRow> = {}): NumberRuleRow => ({
  id,
  name: `规则${id}`,
  code: `rule${id}`,
  pattern: '（{year}）{office}{category}字第{seq:5}号',
  resetCycle: 'YEARLY',
  startValue: 1,
  officeAbbr: '京长安',
  description: '',
  enabled: true,
  issuedCount: 12,
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
  ...over,
});

describe('numbering-rule export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the Chinese header and the reset cycle as its label', () => {
    const [header, row] = buildSheet([rule(1, { resetCycle: 'MONTHLY' })], NUMBER_RULE_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['名称', '编码', '规则', '重置周期', '已发号数', '创建时间']);
    expect(row.slice(0, 5)).toEqual(['规则1', 'rule1', '（{year}）{office}{category}字第{seq:5}号', '每月', 12]);
    expect(row[5]).toMatch(/^2026-04-01 \d\d:00:00$/);
  });

  it('fetches every page of the filtered list by 500', async () => {
    const calls = pagedServer('/number/page', 503, rule);
    expect(await getAllNumberRules({ name: '公证' })).toHaveLength(503);
    expect(paramsOf(calls, 'GET', '/number/page')).toEqual([1, 2].map((c) => ({ name: '公证', current: String(c), size: '500' })));
  });
});

describe('ledger export', () => {
  it('labels the status and keeps voiding details', () => {
    const [header, row] = buildSheet(
      [
        {
          id: 1,
          ruleId: 2,
          ruleName: '公证书',
          number: '（2026）京长安内民证字第00001号',
          period: '2026',
          seq: 1,
          status: 'VOIDED',
          businessType: 'case',
          businessId: 'SL1',
          issuedBy: 3,
          issuedByName: '王建国',
          issuedAt: '2026-11-21T01:00:00.000Z',
          voidedBy: 3,
          voidedAt: '2026-11-21T02:00:00.000Z',
          voidReason: '打印错误',
        },
      ],
      LEDGER_EXPORT_COLUMNS,
    );
    expect(header.map((c) => (c as { value: string }).value)).toEqual([
      '编号',
      '周期',
      '流水号',
      '状态',
      '业务编号',
      '发号人',
      '发号时间',
      '作废时间',
      '作废原因',
    ]);
    expect(row.slice(0, 6)).toEqual(['（2026）京长安内民证字第00001号', '2026', 1, '已作废', 'SL1', '王建国']);
    expect(row[8]).toBe('打印错误');
  });
});
