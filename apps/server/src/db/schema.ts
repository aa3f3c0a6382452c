export * from '../modules/tenant/tenant.table.ts';
export * from '../modules/dept/dept.table.ts';
export * from '../modules/role/role.table.ts';
export * from '../modules/user/user.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/notice/notice.table.ts';
