import type { UserRow } from '@notaria/contracts';

export const userRow = (id: number, over: Partial<UserRow> = {}): UserRow => ({
  id,
  tenantId: 2,
  account: `user${id}`,
  name: `用户${id}`,
  phone: '13800000000',
  idCard: '',
  deptId: 3,
  deptName: '民事公证部',
  roleIds: [4],
  roleNames: ['公证员'],
  notaryCertNo: '',
  headImage: '',
  handwriting: '',
  signImage: '',
  activated: true,
  mustChangePassword: false,
  createdAt: '2026-04-01T08:00:00.000Z',
  ...over,
});
