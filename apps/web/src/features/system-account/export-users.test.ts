import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, paramsOf } from '../../test/fake-server';
import { getAllUsers } from './api/get-user-page';
import { csvCell, toCsv, USER_CSV_HEADER, usersToCsv, UTF8_BOM } from './export-users';
import { userRow } from './user-row.fixture';

describe('CSV export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the UTF-8 BOM and the Chinese header, rows end with CRLF', () => {
    const csv = usersToCsv([userRow(1, { roleNames: ['公证员', '审批人'], activated: false })]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(USER_CSV_HEADER.join(','));
    expect(lines[0]).toBe('账号,姓名,手机号,身份证号,部门,角色,公证员执业证号,状态,创建时间');
    expect(lines[1]).toMatch(/^user1,用户1,\t13800000000,,民事公证部,公证员、审批人,,停用,2026-04-01 \d\d:00:00$/);
    expect(lines[2]).toBe('');
  });

  it('quotes commas, quotes and line breaks; defuses formulas; keeps long numbers as text', () => {
    expect(csvCell('张三,李四')).toBe('"张三,李四"');
    expect(csvCell('他说"好"')).toBe('"他说""好"""');
    expect(csvCell('一行\n两行')).toBe('"一行\n两行"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+86 138')).toBe("'+86 138");
    expect(csvCell('11010519491231002X')).toBe('\t11010519491231002X');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe(`${UTF8_BOM}a,b\r\n1,"x,y"\r\n`);
  });

  it('fetches every page of the filtered list by 500', async () => {
    const calls = fakeServer((_m, path, url) => {
      if (path !== '/user/page') return undefined;
      const current = Number(url.searchParams.get('current'));
      const n = current < 3 ? 500 : 20;
      return envelope({ list: Array.from({ length: n }, (_, i) => userRow(current * 1000 + i)), total: 1020 });
    });
    const rows = await getAllUsers({ name: '张', activated: true });
    expect(rows).toHaveLength(1020);
    expect(paramsOf(calls, 'GET', '/user/page')).toEqual([1, 2, 3].map((c) => ({ name: '张', activated: 'true', current: String(c), size: '500' })));
  });
});
