import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Envelope, IdQuery, Page, RealEstateQueryInput, RealEstateQueryPageQuery, RealEstateQueryRow, UpdateRealEstateQueryBody } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './real-estate-query.service.ts';

const tags = ['不动产查询'];
const access = 'business:approve:realEstateQuery';

export default async function realEstateQueryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/page', {
    config: { access },
    schema: { tags, summary: '不动产查询记录（按坐落、权证号、权利人、业务编号、方式、结果、查询日期筛选）', querystring: RealEstateQueryPageQuery, response: { 200: Envelope(Page(RealEstateQueryRow)) } },
    handler: async (r) => ok(r, await service.pageQueries(app.db, actorOf(r), r.query)),
  });
  app.post('/', {
    config: { access },
    schema: { tags, summary: '登记不动产查询（证件号码脱敏保存；附件须为本机构上传的文件）', body: RealEstateQueryInput, response: { 200: Envelope(RealEstateQueryRow) } },
    handler: async (r) => ok(r, await service.createQuery(app.db, actorOf(r), r.body), '不动产查询已登记'),
  });
  app.put('/', {
    config: { access },
    schema: { tags, summary: '修改不动产查询记录', body: UpdateRealEstateQueryBody, response: { 200: Envelope(RealEstateQueryRow) } },
    handler: async (r) => ok(r, await service.updateQuery(app.db, actorOf(r), r.body), '不动产查询已保存'),
  });
  app.delete('/', {
    config: { access },
    schema: { tags, summary: '删除不动产查询记录', querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    handler: async (r) => {
      await service.deleteQuery(app.db, actorOf(r), r.query.id);
      return ok(r, null, '不动产查询已删除');
    },
  });
}
