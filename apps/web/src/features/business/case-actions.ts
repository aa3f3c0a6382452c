import type { CaseAction } from '@notaria/contracts';
import { hasPermission, type PermissionRoute } from '../../lib/permission-routes';

/**
 * The status actions to show for a case: those the server lists in its `abilities` (its transition table,
 * for this user, now), limited to the ones a page offers.
 */
export const offeredActions = (c: { abilities: readonly CaseAction[] }, offered?: readonly CaseAction[]): CaseAction[] =>
  c.abilities.filter((a) => !offered || offered.includes(a));

/** 补充材料 can be asked for while the clock runs; once asked, its receipt is recorded. */
export function supplementaryAction(c: { status: string; paused?: boolean }, routes: readonly PermissionRoute[]): 'request' | 'receive' | null {
  if (!hasPermission(routes, 'business:accept:additional')) return null;
  if (c.paused) return 'receive';
  return c.status === 'ACCEPTED' || c.status === 'APPROVE_REJECT' ? 'request' : null;
}

/** What the 受理 functions look at; a list row lacks fees and transfers, a case's detail has them. */
export interface CaseFacts {
  status: string;
  handlerId: number;
  feeConfirmed?: boolean;
  fees?: readonly unknown[];
  transfers?: readonly { status: string; toUserId: number }[];
}

export type CaseFunction =
  | 'litigantEdit'
  | 'smsSetting'
  | 'transferApply'
  | 'financeAppend'
  | 'feeConfirm'
  | 'materialPackage'
  | 'download'
  | 'documentEdit'
  | 'documentExport'
  | 'videoMeeting';

interface FunctionRule {
  label: string;
  /** The function of 受理 it needs (business:accept:<fn>). */
  fn: string;
  allowed(c: CaseFacts, isHandler: boolean): boolean;
}

const PARTIES_EDITABLE: readonly string[] = ['NEW', 'ACCEPTED', 'APPROVE_REJECT'];
const TRANSFERABLE: readonly string[] = ['NEW', 'ACCEPTED', 'WAIT_APPROVE', 'APPROVE_REJECT', 'APPROVE_PASS', 'CERTIFIED'];
const FEES_CLOSED: readonly string[] = ['ARCHIVED', 'SUSPENDED'];

export const pendingTransfer = <T extends { status: string }>(transfers: readonly T[] | undefined): T | undefined =>
  transfers?.find((t) => t.status === 'PENDING');

/** The server's rules for the 受理 functions that are not status changes: who, and in which states. */
export const FUNCTION_RULES: Record<CaseFunction, FunctionRule> = {
  litigantEdit: { label: '编辑当事人', fn: 'litigantEdit', allowed: (c) => PARTIES_EDITABLE.includes(c.status) },
  smsSetting: { label: '短信设置', fn: 'smsSetting', allowed: () => true },
  transferApply: {
    label: '转办申请',
    fn: 'transferApply',
    allowed: (c, isHandler) => isHandler && TRANSFERABLE.includes(c.status) && !pendingTransfer(c.transfers),
  },
  financeAppend: { label: '追加收费', fn: 'financeAppend', allowed: (c) => !FEES_CLOSED.includes(c.status) },
  // Known only from a case's detail: confirmed already, or nothing to confirm.
  feeConfirm: {
    label: '确认收费',
    fn: 'financeAppend',
    allowed: (c) => !FEES_CLOSED.includes(c.status) && c.feeConfirmed === false && (c.fees?.length ?? 0) > 0,
  },
  materialPackage: { label: '材料打包', fn: 'materialPackage', allowed: () => true },
  download: { label: '下载', fn: 'download', allowed: () => true },
  // Both open the case's documents; what may be done to each document comes with it from the server.
  documentEdit: { label: '文书编辑', fn: 'documentEdit', allowed: () => true },
  documentExport: { label: '文书导出', fn: 'documentExport', allowed: () => true },
  // 视频公证: schedules a meeting with the case's parties on the 视频会议 page; a closed case has nothing left to do on camera.
  videoMeeting: { label: '视频会议', fn: 'videoMeeting', allowed: (c) => !FEES_CLOSED.includes(c.status) },
};

/** The 受理 functions the user may use on a case now: `can` answers for the functions granted on 受理. */
export function permittedFunctions(c: CaseFacts, can: (fn: string) => boolean, userId: number | null): CaseFunction[] {
  const isHandler = userId !== null && userId === c.handlerId;
  return (Object.keys(FUNCTION_RULES) as CaseFunction[]).filter((f) => can(FUNCTION_RULES[f].fn) && FUNCTION_RULES[f].allowed(c, isHandler));
}

/** 批准/不批准转办: a holder of business:approve:special, neither the handling notary nor the one it would go to. */
export function mayDecideTransfer(c: CaseFacts, routes: readonly PermissionRoute[], userId: number | null): boolean {
  const t = pendingTransfer(c.transfers);
  if (!t || userId === null || !hasPermission(routes, 'business:approve:special')) return false;
  return c.handlerId !== userId && t.toUserId !== userId;
}

/** The 视频会议 page with its create dialog for the case (受理 › 视频会议), or with one meeting's details open. */
export const videoMeetingLink = (caseId: number) => `/standaloneVideoMeet/index?caseId=${caseId}`;
export const meetingDetailLink = (meetingId: number) => `/standaloneVideoMeet/index?meetingId=${meetingId}`;
