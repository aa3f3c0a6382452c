import type { TodoCase } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../auth/auth.api.ts';
import { requestLink } from './approval.engine.ts';
import { approvalKinds, kindTitle } from './approval.kinds.ts';
import { pageRequests } from './approval.repo.ts';

/** 工作台 我的待办: the requests whose current step waits on the user (but those a module lists itself), oldest first, shaped like the case rows. */
export async function approvalTodo(tx: Tx, actor: Actor, limit: number): Promise<{ total: number; list: TodoCase[] }> {
  const listedElsewhere = approvalKinds()
    .filter((k) => k.ownTodoGroup)
    .map((k) => k.kind);
  const page = await pageRequests(tx, actor.tenantId, actor.userId, 'pending', { current: 1, size: limit }, listedElsewhere);
  return {
    total: page.total,
    list: page.list.map(({ r, applicantName }) => ({
      id: r.id,
      businessNumber: kindTitle(r.kind),
      status: r.status,
      itemNames: [r.summary],
      applicants: [applicantName],
      handlerName: '',
      since: r.createdAt.toISOString(),
      deadline: null,
      daysLeft: null,
      deadlineUnit: null,
      paused: false,
      link: requestLink(r),
    })),
  };
}
