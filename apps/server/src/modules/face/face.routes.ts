import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Envelope, FaceCaseOption, FaceCaseQuery, FaceManualBody, FacePageQuery, FaceProviderState, FaceRecordRow, FaceVerifyBody, Page } from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './face.service.ts';

const tags = ['人脸识别'];
const VERIFY = 'business:faceRecognition:faceRecognition';
const DONE = { PASS: '核验通过', FAIL: '核验未通过，已记录', PENDING: '已提交核验，结果待接口答复' };

export default async function faceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/provider', {
    config: { access: 'business:faceRecognition' },
    schema: { tags, summary: '人脸核验接口是否已配置（未配置时只能人工核验）', response: { 200: Envelope(FaceProviderState) } },
    handler: async (r) => ok(r, service.providerState(app.faceProvider)),
  });
  app.get('/page', {
    config: { access: 'business:faceRecognition' },
    schema: { tags, summary: '人脸识别记录（按业务编号、当事人、结果、方式、时间筛选）', querystring: FacePageQuery, response: { 200: Envelope(Page(FaceRecordRow)) } },
    handler: async (r) => ok(r, await service.pageRecords(app.db, actorOf(r), r.query)),
  });
  app.get('/cases', {
    config: { access: VERIFY },
    schema: { tags, summary: '按业务编号查找业务及其可核验的自然人当事人（最多 10 件）', querystring: FaceCaseQuery, response: { 200: Envelope(Type.Array(FaceCaseOption)) } },
    handler: async (r) => ok(r, await service.findCases(app.db, actorOf(r), r.query.businessNumber)),
  });
  app.post('/verify', {
    config: { access: VERIFY },
    schema: { tags, summary: '接口核验：将现场照片与当事人身份交核验接口比对', body: FaceVerifyBody, response: { 200: Envelope(FaceRecordRow) } },
    handler: async (r) => {
      const row = await service.verifyByProvider(app.db, app.faceProvider, app.config.dataDir, actorOf(r), r.body);
      return ok(r, row, DONE[row.result as keyof typeof DONE]);
    },
  });
  app.post('/manual', {
    config: { access: VERIFY },
    schema: { tags, summary: '人工核验：公证员比对现场照片与当事人并给出结论（不通过须填写说明）', body: FaceManualBody, response: { 200: Envelope(FaceRecordRow) } },
    handler: async (r) => {
      const row = await service.verifyManually(app.db, actorOf(r), r.body);
      return ok(r, row, row.result === 'PASS' ? '人工核验通过，已记录' : '人工核验不通过，已记录');
    },
  });
}
