import { Type } from '@sinclair/typebox';
import { Page } from './envelope.ts';
import { endpoint } from './endpoint.ts';
import { IdQuery } from './ids.ts';
import { CASE_DETAIL_PAGES, CASE_READ_PAGES } from './permissions.ts';
import {
  AdditionalBody,
  AppendFeesBody,
  CASE_ACTIONS,
  CASE_ACTION_DONE,
  CASE_ACTION_PERMISSIONS,
  type CaseAction,
  CasePageQuery,
  CaseTransitionBody,
  CreateCaseBody,
  EditPartiesBody,
  SmsOutboxRow,
  SmsSettingBody,
  TransferApplyBody,
  TransferDecisionBody,
} from './business.ts';
import { CaseDetail, CaseIdBody, CaseRow, CaseStatistics, CaseStatisticsQuery, LitigantPageQuery, LitigantRow } from './business-rows.ts';

// 公证业务 endpoints: the case pages' reads, the wizard, the status actions and what hangs on a case.

const tag = '公证业务';

/**
 * One endpoint per status action. Whoever works on a case page reaches the transition table, which checks the
 * function permission (any of CASE_ACTION_PERMISSIONS[action]) and the case role, so a refusal is logged against the case.
 */
const caseActionEndpoint = <A extends CaseAction>(action: A) =>
  endpoint({
    method: 'PUT',
    path: `/business/${action}` as `/business/${A}`,
    access: CASE_READ_PAGES,
    tag,
    summary: `流转：${action}（需 ${CASE_ACTION_PERMISSIONS[action].join(' 或 ')}）`,
    body: CaseTransitionBody,
    response: CaseDetail,
    done: CASE_ACTION_DONE[action],
  });
export const caseActionApi = Object.fromEntries(CASE_ACTIONS.map((a) => [a, caseActionEndpoint(a)])) as {
  [A in CaseAction]: ReturnType<typeof caseActionEndpoint<A>>;
};

export const businessApi = {
  create: endpoint({
    method: 'POST',
    path: '/business',
    access: 'business:accept:create',
    tag,
    summary: '新建业务（事项 → 当事人 → 受理表单 → 材料 → 收费）',
    body: CreateCaseBody,
    response: CaseDetail,
    done: '业务已创建',
  }),
  get: endpoint({
    method: 'GET',
    path: '/business',
    access: CASE_DETAIL_PAGES,
    tag,
    summary: '业务详情（含当事人、表单、材料、收费、流转记录、可执行的操作；审批、出证、归档只读其所办状态的业务，财务只读收费）',
    query: IdQuery,
    response: CaseDetail,
  }),
  page: endpoint({
    method: 'GET',
    path: '/business/page',
    access: CASE_READ_PAGES,
    tag,
    summary: '业务列表（按编号、事项、当事人、状态、时间、承办人筛选）',
    query: CasePageQuery,
    response: Page(CaseRow),
  }),
  requestAdditional: endpoint({
    method: 'PUT',
    path: '/business/additional',
    access: 'business:accept:additional',
    tag,
    summary: '补充材料：要求补充（计时暂停）',
    body: AdditionalBody,
    response: CaseDetail,
    done: '已要求补充材料，计时暂停',
  }),
  receiveAdditional: endpoint({
    method: 'PUT',
    path: '/business/additional/received',
    access: 'business:accept:additional',
    tag,
    summary: '补充材料：已收到（恢复计时）',
    body: CaseIdBody,
    response: CaseDetail,
    done: '补充材料已收到，恢复计时',
  }),
  applyTransfer: endpoint({
    method: 'PUT',
    path: '/business/transferApply',
    access: 'business:accept:transferApply',
    tag,
    summary: '转办申请（承办公证员；审批后生效）',
    body: TransferApplyBody,
    response: CaseDetail,
    done: '转办申请已提交，待审批',
  }),
  approveTransfer: endpoint({
    method: 'PUT',
    path: '/business/transferApprove',
    access: 'business:approve:special',
    tag,
    summary: '批准转办（承办公证员改为受让人）',
    body: TransferDecisionBody,
    response: CaseDetail,
    done: '已批准转办',
  }),
  rejectTransfer: endpoint({
    method: 'PUT',
    path: '/business/transferReject',
    access: 'business:approve:special',
    tag,
    summary: '不批准转办（须填写意见）',
    body: TransferDecisionBody,
    response: CaseDetail,
    done: '已不批准转办',
  }),
  editParties: endpoint({
    method: 'PUT',
    path: '/business/parties',
    access: 'business:accept:litigantEdit',
    tag,
    summary: '编辑当事人（审批前；整体替换，保存客户快照）',
    body: EditPartiesBody,
    response: CaseDetail,
    done: '当事人已保存',
  }),
  appendFees: endpoint({
    method: 'POST',
    path: '/business/fees',
    access: 'business:accept:financeAppend',
    tag,
    summary: '追加收费（追加后须重新确认）',
    body: AppendFeesBody,
    response: CaseDetail,
    done: '已追加收费',
  }),
  confirmFees: endpoint({
    method: 'PUT',
    path: '/business/fees/confirm',
    access: 'business:accept:financeAppend',
    tag,
    summary: '确认收费',
    body: CaseIdBody,
    response: CaseDetail,
    done: '收费已确认',
  }),
  setSmsEvents: endpoint({
    method: 'PUT',
    path: '/business/smsSetting',
    access: 'business:accept:smsSetting',
    tag,
    summary: '短信设置：申请人收到哪些短信通知',
    body: SmsSettingBody,
    response: CaseDetail,
    done: '短信设置已保存',
  }),
  smsOutbox: endpoint({
    method: 'GET',
    path: '/business/sms-outbox',
    access: 'business:accept:smsSetting',
    tag,
    summary: '业务的短信发送记录（发件箱）',
    query: IdQuery,
    response: Type.Array(SmsOutboxRow),
  }),
  materialPackage: endpoint({
    method: 'GET',
    path: '/business/material-package',
    access: 'business:accept:materialPackage',
    tag,
    summary: '材料打包：全部材料文件与清单（manifest.json，含 SHA-256）的 zip',
    query: IdQuery,
    download: true,
  }),
  litigantPage: endpoint({
    method: 'GET',
    path: '/business/litigant/page',
    access: 'business:litigant',
    tag,
    summary: '当事人：各业务的当事人（按客户合并）及其业务',
    query: LitigantPageQuery,
    response: Page(LitigantRow),
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/business/statistics',
    access: 'business:statistics',
    tag,
    summary: '业务统计：按状态、事项、类别、承办公证员和月份',
    query: CaseStatisticsQuery,
    response: CaseStatistics,
  }),
  ...caseActionApi,
};
