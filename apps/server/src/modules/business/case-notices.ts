import type { NotifyType } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Actor } from '../auth/auth.api.ts';
import { notify } from '../notice/notice.api.ts';
import { caseLink, type CasePage } from './business.links.ts';
import * as repo from './business.repo.ts';

/** The page where a notice's recipient acts on the case: approvals on 审批, issuing and delivery on 出证, archiving on 归档. */
const NOTICE_PAGE: Partial<Record<NotifyType, CasePage>> = {
  STATUS_WAIT_APPROVE: 'approve',
  SUSPEND_NOTIFY: 'approve',
  STATUS_APPROVE_PASS: 'certificate',
  CERTIFICATE_NOTIFY: 'certificate',
  STATUS_WAIT_ARCHIVES: 'archives',
};

export interface CaseNotice {
  type: NotifyType;
  to: (number | null)[];
  title: string;
  /** Where the link opens the case; by default the page of the notice's type. */
  page?: CasePage;
}

/** The items and parties of the case when the step has them already (they are read otherwise). */
export interface KnownParts {
  items?: repo.CaseItemRecord[];
  parties?: repo.CasePartyRecord[];
}

/** The notice snapshot of a case (§3 business). */
async function noticeBusiness(tx: Tx, tenantId: number, c: repo.CaseRecord, known: KnownParts) {
  const [items, parties] = await Promise.all([known.items ?? repo.itemsOf(tx, tenantId, [c.id]), known.parties ?? repo.partiesOf(tx, tenantId, [c.id])]);
  return {
    businessNumber: c.businessNumber,
    parentItemName: items[0]?.parentItemName ?? '',
    itemName: items.map((i) => i.itemName).join('、'),
    applicant: parties
      .filter((p) => p.role === 'APPLICANT')
      .map((p) => p.name)
      .join('、'),
  };
}

/** Notifies the users of `n.to` but the actor about the case (delivered after commit). */
export async function send(tx: Tx, hub: RealtimeHub, actor: Actor, c: repo.CaseRecord, n: CaseNotice, known: KnownParts = {}) {
  const to = [...new Set(n.to.filter((u): u is number => u !== null && u !== actor.userId))];
  if (!to.length) return;
  const business = await noticeBusiness(tx, actor.tenantId, c, known);
  await notify(tx, hub, actor.tenantId, {
    to: { userIds: to },
    notifyType: n.type,
    title: n.title,
    content: `${business.itemName}（申请人：${business.applicant || '—'}）`,
    business,
    link: caseLink(n.page ?? NOTICE_PAGE[n.type] ?? 'accept', c.id),
    senderId: actor.userId,
  });
}
