import { CASE_EVENT_NAMES, CASE_STATUS_LABELS, CASE_STATUSES, PARTY_ROLES, SMS_EVENTS, type CaseStatus } from '@notaria/contracts';
import { Tag } from 'antd';

const COLORS: Record<CaseStatus, string> = {
  NEW: 'blue',
  ACCEPTED: 'cyan',
  WAIT_APPROVE: 'orange',
  APPROVE_PASS: 'green',
  APPROVE_REJECT: 'red',
  CERTIFIED: 'geekblue',
  WAIT_ARCHIVES: 'gold',
  ARCHIVED: 'default',
  SPECIAL_PENDING: 'magenta',
  SUSPENDED: 'volcano',
};

/** 业务状态: the Chinese name (from contracts, as the server says it) and the tag colour of every status. */
export const CASE_STATUS_META = Object.fromEntries(CASE_STATUSES.map((s) => [s, { name: CASE_STATUS_LABELS[s], color: COLORS[s] }])) as Record<
  CaseStatus,
  { name: string; color: string }
>;

export const statusName = (status: string) => CASE_STATUS_META[status as CaseStatus]?.name ?? status;

export function CaseStatusTag({ status }: { status: string }) {
  const meta = CASE_STATUS_META[status as CaseStatus];
  return (
    <Tag color={meta?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {meta?.name ?? status}
    </Tag>
  );
}

/** What each step is called in the timeline. */
export const ACTION_NAMES = CASE_EVENT_NAMES;

/** A timeline note as people read it: SMS events, party roles and fee types by name rather than by key. */
export function timelineNote(e: { action: string; note: string }, feeTypeName: (v: string) => string = (v) => v): string {
  if (e.action === 'litigantEdit') return e.note.replace(/\b(APPLICANT|AGENT|LEGAL_REP|RELATED):/g, (_, k: keyof typeof PARTY_ROLES) => `${PARTY_ROLES[k]} `);
  if (e.action === 'financeAppend')
    // Notes written since money is in fen carry "¥1,234.50"; older ones a plain yuan number.
    return e.note.replace(
      /([A-Z_]+):(¥[\d,]+\.\d{2}|\d+(?:\.\d+)?)/g,
      (_, k: string, n: string) => `${feeTypeName(k)} ${n.startsWith('¥') ? n : `¥${Number(n).toFixed(2)}`}`,
    );
  if (e.action !== 'smsSetting') return e.note;
  const names = e.note
    .split(',')
    .filter(Boolean)
    .map((k) => SMS_EVENTS[k as keyof typeof SMS_EVENTS] ?? k);
  return names.length ? `短信通知：${names.join('、')}` : '不发送短信通知';
}

export const VOLUME_TYPES = { ORDINARY: '普通卷', SECRET: '密卷' } as const;
