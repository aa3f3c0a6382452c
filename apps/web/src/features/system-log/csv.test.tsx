import type { OperateLogQuery, OperateLogRow } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { BOM, csvCell, fetchAllLogs, logsToCsv } from './csv';

const row = (id: number, over: Partial<OperateLogRow> = {}): OperateLogRow => ({
  id, userId: 2, account: 'office_admin', userName: '赵敏', at: '2026-05-12T02:03:04.000Z', module: 'number', action: 'create', targetId: String(id),
  requestId: `req-${id}`, method: 'POST', path: '/api/number', ip: '127.0.0.1', userAgent: 'Mozilla/5.0', result: 'SUCCESS', errorCode: '', message: '编号规则已创建',
  durationMs: 12, changeCount: 3, ...over,
});

describe('操作日志 CSV', () => {
  it('starts with a BOM and a Chinese header, one CRLF line per entry, labels instead of keys', () => {
    const csv = logsToCsv([row(1)]);
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('时间,操作人,账号,模块,操作,对象编号,结果,错误码,消息,变更字段数,耗时(毫秒),请求方法,请求路径,IP,客户端,请求编号');
    expect(lines[1]).toMatch(/^2026-05-12 \d\d:03:04,赵敏,office_admin,编号规则,新增,1,成功,,编号规则已创建,3,12,POST,\/api\/number,127\.0\.0\.1,Mozilla\/5\.0,req-1$/);
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('他说"不行"')).toBe('"他说""不行"""');
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
    const csv = logsToCsv([row(2, { message: '手机号格式不正确, 请检查', userAgent: 'UA "quoted"', result: 'FAILURE' })]);
    expect(csv).toContain(',失败,');
    expect(csv).toContain('"手机号格式不正确, 请检查"');
    expect(csv).toContain('"UA ""quoted"""');
  });

  it('fetches every page of 500 with the filters until the total is reached', async () => {
    const asked: OperateLogQuery[] = [];
    const total = 1203;
    const rows = await fetchAllLogs({ module: 'number', result: 'SUCCESS' }, async (q) => {
      asked.push(q);
      const start = (q.current - 1) * q.size;
      return { total, list: Array.from({ length: Math.max(0, Math.min(q.size, total - start)) }, (_, i) => row(start + i + 1)) };
    });
    expect(rows).toHaveLength(total);
    expect(rows.at(-1)!.id).toBe(total);
    expect(asked).toEqual([1, 2, 3].map((current) => ({ module: 'number', result: 'SUCCESS', current, size: 500 })));
  });
});
