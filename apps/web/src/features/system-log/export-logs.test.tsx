import type { OperateLogQuery, OperateLogRow } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { buildSheet, fetchAllPages } from '../../lib/export-xlsx';
import { LOG_EXPORT_COLUMNS } from './export-logs';

const row = (id: number, over: Partial<OperateLogRow> = {}): OperateLogRow => ({
  id,
  userId: 2,
  account: 'office_admin',
  userName: '赵敏',
  at: '2026-05-12T02:03:04.000Z',
  module: 'number',
  action: 'create',
  targetId: String(id),
  requestId: `req-${id}`,
  method: 'POST',
  path: '/api/number',
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0',
  result: 'SUCCESS',
  errorCode: '',
  message: '编号规则已创建',
  durationMs: 12,
  changeCount: 3,
  ...over,
});

describe('操作日志 export', () => {
  it('has a Chinese header and one row per entry, labels instead of keys', () => {
    const [header, first] = buildSheet([row(1)], LOG_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value).join(',')).toBe(
      '时间,操作人,账号,模块,操作,对象编号,结果,错误码,消息,变更字段数,耗时(毫秒),请求方法,请求路径,IP,客户端,请求编号',
    );
    expect(first[0]).toMatch(/^2026-05-12 \d\d:03:04$/);
    expect(first.slice(1)).toEqual([
      '赵敏',
      'office_admin',
      '编号规则',
      '新增',
      '1',
      '成功',
      '',
      '编号规则已创建',
      3,
      12,
      'POST',
      '/api/number',
      '127.0.0.1',
      'Mozilla/5.0',
      'req-1',
    ]);
  });

  it('fetches every page of 500 with the filters until the total is reached', async () => {
    const asked: OperateLogQuery[] = [];
    const total = 1203;
    const filters = { module: 'number', result: 'SUCCESS' as const };
    const rows = await fetchAllPages(async (current, size) => {
      const q = { ...filters, current, size };
      asked.push(q);
      const start = (current - 1) * size;
      return { total, list: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => row(start + i + 1)) };
    });
    expect(rows).toHaveLength(total);
    expect(rows.at(-1)!.id).toBe(total);
    expect(asked).toEqual([1, 2, 3].map((current) => ({ ...filters, current, size: 500 })));
  });
});
