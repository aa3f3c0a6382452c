import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DashboardSummary, Envelope } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { dashboardSummary } from './dashboard.service.ts';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/summary', {
    config: { access: 'homePage:dashboard' },
    schema: { tags: ['工作台'], summary: '工作台概况（本机构的真实数据）', response: { 200: Envelope(DashboardSummary) } },
    handler: async (request) => ok(request, await dashboardSummary(app.db, actorOf(request), app.config.sessionIdleMinutes)),
  });
}
