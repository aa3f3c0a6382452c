import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope, Notice, NoticeIdsQuery, NoticePageQuery, Page } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { myNotices, myUnreadTotal, readAllNotices, readNotices, removeAllRead } from './notice.service.ts';

const tags = ['通知'];
const Count = Envelope(Type.Integer());

const parseIds = (ids: string | string[]) => (Array.isArray(ids) ? ids : ids.split(',')).map(Number);

/** A user only ever sees and changes their own notices, in the tenant they work in. */
export default async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'login' } as const;

  app.get('/unread-total', { config, schema: { tags, summary: '未读通知数', response: { 200: Count } } }, async (request) =>
    ok(request, await myUnreadTotal(app.db, actorOf(request))),
  );

  app.get('/my-page', { config, schema: { tags, summary: '我的通知（分页）', querystring: NoticePageQuery, response: { 200: Envelope(Page(Notice)) } } }, async (request) =>
    ok(request, await myNotices(app.db, actorOf(request), request.query)),
  );

  app.put('/read', { config, schema: { tags, summary: '标记为已读（ids 逗号分隔）', querystring: NoticeIdsQuery, response: { 200: Count } } }, async (request) =>
    ok(request, await readNotices(app.db, actorOf(request), parseIds(request.query.ids)), '已标记为已读'),
  );

  app.put('/read-all', { config, schema: { tags, summary: '全部标记为已读', response: { 200: Count } } }, async (request) =>
    ok(request, await readAllNotices(app.db, actorOf(request)), '已全部标记为已读'),
  );

  app.delete('/remove-all-read', { config, schema: { tags, summary: '删除全部已读通知', response: { 200: Count } } }, async (request) =>
    ok(request, await removeAllRead(app.db, actorOf(request)), '已删除全部已读通知'),
  );
}
