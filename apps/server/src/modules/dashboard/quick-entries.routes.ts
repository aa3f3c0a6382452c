import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope, quickEntries } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';

const QuickEntryRow = Type.Object({
  section: Type.String({ title: '菜单分组' }), page: Type.String({ title: '页面' }), path: Type.String({ title: '路径' }),
  title: Type.String({ title: '名称' }), icon: Type.String({ title: '图标' }),
});

/** 工作台 · 快捷入口: its own function, so a role without it gets nothing from the server either. */
export default async function quickEntryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/quick-entries', {
    config: { access: 'homePage:dashboard:quick' },
    schema: { tags: ['工作台'], summary: '快捷入口：当前角色可打开的页面（每个菜单分组先取一页，最多 12 个）', response: { 200: Envelope(Type.Array(QuickEntryRow)) } },
    handler: async (request) => ok(request, quickEntries(actorOf(request).permissions)),
  });
}
