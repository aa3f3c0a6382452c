import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope, Page, PageQuery, SendNoticeBody, SentNotice } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendOfficeNotice, sentNotices } from './notice.service.ts';

const tags = ['通知公告'];

export default async function officeNoticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/', {
    config: { access: 'oa:notice:send' },
    schema: { tags, summary: '向本机构的人员、角色或部门发送通知', body: SendNoticeBody, response: { 200: Envelope(Type.Integer()) } },
    handler: async (request) => {
      const sent = await sendOfficeNotice(app.db, app.realtime, actorOf(request), request.body);
      return ok(request, sent, `已发送给 ${sent} 人`);
    },
  });

  app.get('/page', {
    config: { access: 'oa:notice' },
    schema: { tags, summary: '本机构已发送的通知公告', querystring: PageQuery, response: { 200: Envelope(Page(SentNotice)) } },
    handler: async (request) => ok(request, await sentNotices(app.db, actorOf(request), request.query.current, request.query.size)),
  });
}
