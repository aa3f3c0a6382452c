import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { pagedServer, paramsOf } from '../../test/fake-server';
import { getAllUsers } from './api/get-user-page';
import { USER_EXPORT_COLUMNS } from './export-users';
import { userRow } from './user-row.fixture';

describe('account export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the Chinese header and one row per account, long numbers kept as text', () => {
    const [header, row] = buildSheet([userRow(1, { roleNames: ['公证员', '审批人'], activated: false, idCard: '11010519491231002X' })], USER_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual([
      '账号',
      '姓名',
      '手机号',
      '身份证号',
      '部门',
      '角色',
      '公证员执业证号',
      '状态',
      '创建时间',
    ]);
    expect(row.slice(0, 8)).toEqual(['user1', '用户1', '13800000000', '11010519491231002X', '民事公证部', '公证员、审批人', '', '停用']);
    expect(row[8]).toMatch(/^2026-04-01 \d\d:00:00$/);
  });

  it('fetches every page of the filtered list by 500', async () => {
    const calls = pagedServer('/user/page', 1020, userRow);
    const rows = await getAllUsers({ name: '张', activated: true });
    expect(rows).toHaveLength(1020);
    expect(paramsOf(calls, 'GET', '/user/page')).toEqual([1, 2, 3].map((c) => ({ name: '张', activated: 'true', current: String(c), size: '500' })));
  });
});
