import type { CaseDetail } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as query from './business-query.repo.ts';
import * as repo from './business.repo.ts';
import { deliverSms, type SmsSender } from './sms.ts';

/** What every step on a case shares: loading it, recording it, checking the staff it names, sending its SMS. */

export const MODULE = 'business';

export async function loadCase(tx: Tx, tenantId: number, id: number, lock = false) {
  const c = await repo.findCase(tx, tenantId, id, lock);
  if (!c) throw notFound('业务');
  return c;
}

type Diff = { field: string; before: unknown; after: unknown }[];

/** A step on a case that is not a status change: recorded on the timeline and in the log. */
export async function record(tx: Tx, actor: Actor, c: repo.CaseRecord, action: string, note: string, diff: Diff, message: string) {
  await repo.insertEvent(tx, {
    tenantId: actor.tenantId,
    caseId: c.id,
    action,
    fromStatus: c.status,
    toStatus: c.status,
    actorId: actor.userId,
    actorName: actor.name,
    note: note.slice(0, 500),
  });
  const text = `${c.businessNumber}：${message}`.slice(0, 300);
  await audit(tx, actor, { module: MODULE, action, targetId: c.id, diff: diff as never, message: text });
}

/** The user chosen as handler, assistant or transferee must hold `permission` in this tenant. */
export async function checkStaff(tx: Tx, tenantId: number, userId: number, permission: string, what: string) {
  const eligible = await query.usersWithPermission(tx, tenantId, permission);
  if (!eligible.includes(userId)) throw invalid(`所选${what}不存在或无相应权限`);
}

/** Runs a step in a transaction, then sends the SMS it queued (only after commit). */
type SmsStep = (tx: Tx) => Promise<{ detail: CaseDetail; sms: number }>;
export async function withSms(db: Database, sms: SmsSender, actor: Actor, work: SmsStep): Promise<CaseDetail> {
  const r = await inTenant(db, actor.tenantId, work);
  if (r.sms) await deliverSms(db, sms, actor.tenantId, r.detail.id);
  return r.detail;
}
