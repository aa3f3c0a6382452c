import { PARTY_ROLES, SMS_EVENTS, type CaseStatus } from '@notaria/contracts';
import { Tag } from 'antd';

/** 业务状态: Chinese name and tag colour of every status. */
export const CASE_STATUS_META: Record<CaseStatus, { name: string; color: string }> = {
  NEW: { name: '新建', color: 'blue' },
  ACCEPTED: { name: '已受理', color: 'cyan' },
  WAIT_APPROVE: { name: '待审批', color: 'orange' },
  APPROVE_PASS: { name: '审批通过', color: 'green' },
  APPROVE_REJECT: { name: '审批驳回', color: 'red' },
  CERTIFIED: { name: '已出证', color: 'geekblue' },
  WAIT_ARCHIVES: { name: '待归档', color: 'gold' },
  ARCHIVED: { name: '已归档', color: 'default' },
  SPECIAL_PENDING: { name: '特殊流程审批中', color: 'magenta' },
  SUSPENDED: { name: '已终止', color: 'volcano' },
};

export const statusName = (status: string) => CASE_STATUS_META[status as CaseStatus]?.name ?? status;

export function CaseStatusTag({ status }: { status: string }) {
  const meta = CASE_STATUS_META[status as CaseStatus];
  return (
    <Tag color={meta?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {meta?.name ?? status}
    </Tag>
  );
}

/** What each transition is called in the timeline. */
export const ACTION_NAMES: Record<string, string> = {
  create: '新建业务',
  accept: '受理',
  submitReview: '提交审批',
  approve: '审批通过',
  reject: '审批驳回',
  issue: '出证',
  send: '送达',
  archive: '归档',
  specialFlowLaunch: '发起特殊流程',
  approveSpecial: '批准特殊流程',
  rejectSpecial: '驳回特殊流程',
  closeSuspended: '转归档',
  additional: '要求补充材料',
  additionalReceived: '补充材料已收到',
  transferApply: '申请转办',
  transferApprove: '批准转办',
  transferReject: '不批准转办',
  litigantEdit: '编辑当事人',
  financeAppend: '追加收费',
  feeConfirm: '确认收费',
  smsSetting: '短信设置',
};

/** A timeline note as people read it: SMS events, party roles and fee types by name rather than by key. */
export function timelineNote(e: { action: string; note: string }, feeTypeName: (v: string) => string = (v) => v): string {
  if (e.action === 'litigantEdit') return e.note.replace(/\b(APPLICANT|AGENT|LEGAL_REP|RELATED):/g, (_, k: keyof typeof PARTY_ROLES) => `${PARTY_ROLES[k]} `);
  if (e.action === 'financeAppend') return e.note.replace(/([A-Z_]+):(\d+(?:\.\d+)?)/g, (_, k: string, n: string) => `${feeTypeName(k)} ¥${Number(n).toFixed(2)}`);
  if (e.action !== 'smsSetting') return e.note;
  const names = e.note.split(',').filter(Boolean).map((k) => SMS_EVENTS[k as keyof typeof SMS_EVENTS] ?? k);
  return names.length ? `短信通知：${names.join('、')}` : '不发送短信通知';
}

export const VOLUME_TYPES = { ORDINARY: '普通卷', SECRET: '密卷' } as const;
