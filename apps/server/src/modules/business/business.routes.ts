import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AdditionalBody, AppendFeesBody, CASE_ACTIONS, CaseDetail, CaseIdBody, CasePageQuery, CaseRow, CaseStatistics, CaseStatisticsQuery,
  CaseTransitionBody, CreateCaseBody, EditPartiesBody, Envelope, IdQuery, LitigantPageQuery, LitigantRow, Page, SmsOutboxRow, SmsSettingBody,
  TransferApplyBody, TransferDecisionBody,
} from '@notaria/contracts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCase } from './case-detail.ts';
import { appendFees, confirmFees } from './case-fees.ts';
import { caseStatistics, pageCases, pageLitigants } from './case-page.ts';
import { editParties } from './case-parties.ts';
import { receiveAdditional, requestAdditional } from './case-pause.ts';
import { caseOutbox, setSmsEvents } from './case-sms.ts';
import { applyTransfer, decideTransferRequest } from './case-transfer.ts';
import { transition } from './case-transition.ts';
import { createCase } from './create-case.ts';
import { materialPackage } from './material-package.ts';
import { CASE_DETAIL_PAGES, CASE_READ_PAGES, caseAfterChange, caseForReader, isCaseDetail } from './case-access.ts';
import { TRANSITIONS } from './business.workflow.ts';
import yazl from 'yazl';

const tags = ['公证业务'];
const DONE: Record<string, string> = {
  accept: '已受理', submitReview: '已提交审批', approve: '审批通过', reject: '已驳回', issue: '已出证', send: '已送达，待归档', archive: '已归档',
  specialFlowLaunch: '特殊流程已发起', approveSpecial: '特殊流程已批准，业务终止', rejectSpecial: '特殊流程未批准', closeSuspended: '已转归档',
};

export default async function businessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Every answer carrying a case goes out as the caller may read it (the fee desk: without the case file).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const env = payload as { data?: unknown } | null;
    if (!request.actor || !env || typeof env !== 'object' || !isCaseDetail(env.data)) return payload;
    return { ...env, data: caseAfterChange(request.actor, env.data) };
  });
  app.post('/', {
    config: { access: 'business:accept:create' },
    schema: { tags, summary: '新建业务（事项 → 当事人 → 受理表单 → 材料 → 收费）', body: CreateCaseBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await createCase(app.db, app.realtime, actorOf(r), r.body), '业务已创建'),
  });
  app.get('/', {
    config: { access: CASE_DETAIL_PAGES },
    schema: {
      tags, summary: '业务详情（含当事人、表单、材料、收费、流转记录、可执行的操作；审批、出证、归档只读其所办状态的业务，财务只读收费）',
      querystring: IdQuery, response: { 200: Envelope(CaseDetail) },
    },
    handler: async (r) => ok(r, caseForReader(actorOf(r), await getCase(app.db, actorOf(r), r.query.id))),
  });
  app.get('/page', {
    config: { access: CASE_READ_PAGES },
    schema: { tags, summary: '业务列表（按编号、事项、当事人、状态、时间、承办人筛选）', querystring: CasePageQuery, response: { 200: Envelope(Page(CaseRow)) } },
    handler: async (r) => ok(r, await pageCases(app.db, actorOf(r), r.query)),
  });
  app.put('/additional', {
    config: { access: 'business:accept:additional' },
    schema: { tags, summary: '补充材料：要求补充（计时暂停）', body: AdditionalBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await requestAdditional(app.db, app.sms, actorOf(r), r.body), '已要求补充材料，计时暂停'),
  });
  app.put('/additional/received', {
    config: { access: 'business:accept:additional' },
    schema: { tags, summary: '补充材料：已收到（恢复计时）', body: CaseIdBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await receiveAdditional(app.db, actorOf(r), r.body.id), '补充材料已收到，恢复计时'),
  });
  app.put('/transferApply', {
    config: { access: 'business:accept:transferApply' },
    schema: { tags, summary: '转办申请（承办公证员；审批后生效）', body: TransferApplyBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await applyTransfer(app.db, app.realtime, actorOf(r), r.body), '转办申请已提交，待审批'),
  });
  app.put('/transferApprove', {
    config: { access: 'business:approve:special' },
    schema: { tags, summary: '批准转办（承办公证员改为受让人）', body: TransferDecisionBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await decideTransferRequest(app.db, app.realtime, actorOf(r), true, r.body), '已批准转办'),
  });
  app.put('/transferReject', {
    config: { access: 'business:approve:special' },
    schema: { tags, summary: '不批准转办（须填写意见）', body: TransferDecisionBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await decideTransferRequest(app.db, app.realtime, actorOf(r), false, r.body), '已不批准转办'),
  });
  app.put('/parties', {
    config: { access: 'business:accept:litigantEdit' },
    schema: { tags, summary: '编辑当事人（审批前；整体替换，保存客户快照）', body: EditPartiesBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await editParties(app.db, actorOf(r), r.body), '当事人已保存'),
  });
  app.post('/fees', {
    config: { access: 'business:accept:financeAppend' },
    schema: { tags, summary: '追加收费（追加后须重新确认）', body: AppendFeesBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await appendFees(app.db, actorOf(r), r.body), '已追加收费'),
  });
  app.put('/fees/confirm', {
    config: { access: 'business:accept:financeAppend' },
    schema: { tags, summary: '确认收费', body: CaseIdBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await confirmFees(app.db, actorOf(r), r.body.id), '收费已确认'),
  });
  app.put('/smsSetting', {
    config: { access: 'business:accept:smsSetting' },
    schema: { tags, summary: '短信设置：申请人收到哪些短信通知', body: SmsSettingBody, response: { 200: Envelope(CaseDetail) } },
    handler: async (r) => ok(r, await setSmsEvents(app.db, actorOf(r), r.body), '短信设置已保存'),
  });
  app.get('/sms-outbox', {
    config: { access: 'business:accept:smsSetting' },
    schema: { tags, summary: '业务的短信发送记录（发件箱）', querystring: IdQuery, response: { 200: Envelope(Type.Array(SmsOutboxRow)) } },
    handler: async (r) => ok(r, await caseOutbox(app.db, actorOf(r), r.query.id)),
  });
  app.get('/material-package', {
    config: { access: 'business:accept:materialPackage' },
    schema: { tags, summary: '材料打包：全部材料文件与清单（manifest.json，含 SHA-256）的 zip', querystring: IdQuery },
    handler: async (r, reply) => {
      const p = await materialPackage(app.db, actorOf(r), r.query.id, app.config.dataDir);
      const zip = new yazl.ZipFile();
      const manifest = { businessNumber: p.businessNumber, generatedAt: new Date().toISOString(), materials: p.entries };
      // Stored, not deflated: scans and PDFs are compressed already, and the bytes stay checkable as they are.
      zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'), 'manifest.json', { compress: false });
      for (const f of p.files) zip.addBuffer(f.bytes, f.path, { compress: false });
      zip.end();
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${p.businessNumber}-材料.zip`)}`)
        .send(zip.outputStream);
    },
  });
  app.get('/litigant/page', {
    config: { access: 'business:litigant' },
    schema: { tags, summary: '当事人：各业务的当事人（按客户合并）及其业务', querystring: LitigantPageQuery, response: { 200: Envelope(Page(LitigantRow)) } },
    handler: async (r) => ok(r, await pageLitigants(app.db, actorOf(r), r.query)),
  });
  app.get('/statistics', {
    config: { access: 'business:statistics' },
    schema: { tags, summary: '业务统计：按状态、事项、类别、承办公证员和月份', querystring: CaseStatisticsQuery, response: { 200: Envelope(CaseStatistics) } },
    handler: async (r) => ok(r, await caseStatistics(app.db, actorOf(r), r.query)),
  });
  for (const action of CASE_ACTIONS) {
    app.put(`/${action}`, {
      // Whoever works on a case page reaches the transition table, which checks the function permission (any of
      // TRANSITIONS[action].permission) and the case role, so a refusal is logged against the case.
      config: { access: CASE_READ_PAGES },
      schema: {
        tags, summary: `流转：${action}（需 ${TRANSITIONS[action].permission.join(' 或 ')}）`, body: CaseTransitionBody,
        response: { 200: Envelope(CaseDetail) },
      },
      handler: async (r) => {
        const d = await transition(app.db, app.realtime, app.sms, actorOf(r), action, r.body);
        return ok(r, d, action === 'submitReview' && d.status === 'APPROVE_PASS' ? '免审批，审批通过' : DONE[action]);
      },
    });
  }
}
