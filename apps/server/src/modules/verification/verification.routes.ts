import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope, MyReportQuery, Page, VerificationReport } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { myReports } from './verification.service.ts';

export default async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/my-report-page', {
    config: { access: 'login' },
    schema: { tags: ['核验报告'], summary: '我的核验报告（分页）', querystring: MyReportQuery, response: { 200: Envelope(Page(VerificationReport)) } },
    handler: async (request) => ok(request, await myReports(app.db, actorOf(request), request.query)),
  });
}
