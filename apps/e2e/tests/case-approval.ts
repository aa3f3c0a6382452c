import type { APIRequestContext } from '@playwright/test';
import { api, tokenOf } from './api.ts';

/** 王建国 with his 审批人(主任) role active (he signs in as 公证员). */
export async function directorAsApprover(request: APIRequestContext) {
  const director = await tokenOf(request, 'director');
  const { roleList } = await api<{ roleList: { id: number; name: string }[] }>(request, director, 'GET', '/api/auth/current-user');
  await api(request, director, 'PUT', '/api/auth/active-role', { roleId: roleList.find((r) => r.name.startsWith('审批人'))!.id });
  return director;
}

/**
 * The first step of the seeded 公证业务审批 flow, 部门负责人审核: 李明 heads 民事公证部 himself, so the office's
 * administrator 赵敏 decides it.
 */
export async function passDepartmentStep(request: APIRequestContext, id: number, opinion = '材料齐全。') {
  await api(request, await tokenOf(request, 'office_admin'), 'PUT', '/api/business/approve', { id, opinion });
}

/** Both steps of the seeded flow: 部门负责人审核 (赵敏), then 主任审批 (王建国), which allocates the certificate numbers. */
export async function approveAllSteps(request: APIRequestContext, id: number, opinion = '同意出证。') {
  await passDepartmentStep(request, id);
  await api(request, await directorAsApprover(request), 'PUT', '/api/business/approve', { id, opinion });
}
