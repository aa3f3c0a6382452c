import type { TenantRow } from '@notaria/contracts';
import { describe, expect, it } from 'vitest';
import { buildSheet } from '../../lib/export-xlsx';
import { TENANT_EXPORT_COLUMNS } from './export-tenants';

const tenant: TenantRow = {
  id: 3,
  name: '北京市第一公证处',
  alias: '一处',
  contact: '李四',
  phone: '010-87654321',
  status: 'DISABLED',
  userCount: 12,
  createdAt: '2026-04-01T08:00:00.000Z',
};

describe('tenant export', () => {
  it('has the Chinese header and one row per organisation, status as its label', () => {
    const [header, row] = buildSheet([tenant], TENANT_EXPORT_COLUMNS);
    expect(header.map((c) => (c as { value: string }).value)).toEqual(['名称', '简称', '联系人', '电话', '状态', '创建时间']);
    expect(row.slice(0, 5)).toEqual(['北京市第一公证处', '一处', '李四', '010-87654321', '已停用']);
    expect(row[5]).toMatch(/^2026-04-01 \d\d:00:00$/);
    expect(buildSheet([{ ...tenant, status: 'ACTIVE' }], TENANT_EXPORT_COLUMNS)[1][4]).toBe('正常');
  });
});
