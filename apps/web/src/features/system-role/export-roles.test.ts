import type { RoleRow } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { ROLE_EXPORT_COLUMNS } from './export-roles';

const role: RoleRow = {
  id: 2,
  name: '公证员',
  code: 'notary',
  description: '办理公证',
  permissions: ['a'],
  builtin: true,
  userCount: 5,
  createdAt: '2026-04-01T08:00:00.000Z',
};

describe('role export', () => {
  it('has the Chinese header and one row per role', () => {
    const [header, row] = buildSheet([role], ROLE_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['名称', '编码', '描述', '用户数', '内置', '创建时间']);
    expect(row.slice(0, 5)).toEqual(['公证员', 'notary', '办理公证', 5, '是']);
    expect(row[5]).toMatch(/^2026-04-01 \d\d:00:00$/);
    expect(buildSheet([{ ...role, builtin: false }], ROLE_EXPORT_COLUMNS)[1][4]).toBe('否');
  });
});
