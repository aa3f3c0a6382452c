import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CASE_READ_PAGES, DashboardSummary, Envelope, MyTodo } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { dashboardSummary } from './dashboard.service.ts';
import { myTodo } from './dashboard.todo.ts';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/summary', {
    config: { access: 'homePage:dashboard' },
    schema: { tags: ['工作台'], summary: '工作台概况（本机构的真实数据）', response: { 200: Envelope(DashboardSummary) } },
    handler: async (request) => ok(request, await dashboardSummary(app.db, actorOf(request), app.config.sessionIdleMinutes)),
  });
  app.get('/my-todo', {
    // Cases only: anyone working on a case page; the steps offered follow the active role's functions.
    config: { access: CASE_READ_PAGES },
    schema: { tags: ['工作台'], summary: '我的待办：等待当前用户办理的业务，按步骤分组，附法定期限', response: { 200: Envelope(MyTodo) } },
    handler: async (request) => ok(request, await myTodo(app.db, actorOf(request))),
  });
}
