import { SMS_EVENTS, type SmsEvent } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { CaseRecord } from './business.repo.ts';
import * as repo from './sms.repo.ts';

/** Where SMS go: chosen in `buildApp` (a provider's client, or the default `loggingSender`). */
export interface SmsSender {
  /** Resolves when the provider accepted the message; throws with a readable message otherwise. */
  send(message: { phone: string; content: string; tenantId: number; caseId: number }): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** The default: writes each message to the log and reports it sent. */
export const loggingSender = (log: Logger): SmsSender => ({
  async send(m) {
    log.info({ sms: { tenantId: m.tenantId, caseId: m.caseId, phone: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}` } }, `SMS: ${m.content}`);
  },
});

const TEXT: Record<SmsEvent, (businessNumber: string) => string> = {
  ACCEPTED: (n) => `您申办的公证业务（${n}）已受理，我处将在 15 个工作日内办结。`,
  ADDITIONAL: (n) => `您申办的公证业务（${n}）需要补充材料，请尽快与承办公证员联系。`,
  APPROVED: (n) => `您申办的公证业务（${n}）已审批通过。`,
  CERTIFIED: (n) => `您申办的公证业务（${n}）公证书已出具，请携带身份证件前来领取。`,
  DELIVERED: (n) => `您申办的公证业务（${n}）公证书已送达。`,
  SUSPENDED: (n) => `您申办的公证业务（${n}）已终止办理，详情请与我处联系。`,
};

const phoneOf = (snapshot: Record<string, unknown>) => String(snapshot.phone ?? snapshot.contactPhone ?? '').trim();

/** Queues `event` for every applicant with a phone, if the case's setting wants it. Returns how many. */
export async function enqueueSms(tx: Tx, c: CaseRecord, event: SmsEvent): Promise<number> {
  if (!c.smsEvents.includes(event)) return 0;
  const applicants = await repo.applicantsOf(tx, c.tenantId, c.id);
  const rows = applicants.flatMap((p) => {
    const phone = phoneOf(p.snapshot);
    const content = `【公证处】${p.name}：${TEXT[event](c.businessNumber)}`;
    return phone ? [{ tenantId: c.tenantId, caseId: c.id, event, phone, recipientName: p.name, content }] : [];
  });
  if (rows.length) await repo.insertOutbox(tx, rows);
  return rows.length;
}

/** Sends what is queued for a case, after the step's transaction committed; failures are kept with the error. */
export async function deliverSms(db: Database, sender: SmsSender, tenantId: number, caseId: number): Promise<void> {
  const claimed = await inTenant(db, tenantId, (tx) => repo.claimPending(tx, tenantId, caseId));
  if (!claimed.length) return;
  const results: { id: number; error: string }[] = [];
  for (const m of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await sender.send({ phone: m.phone, content: m.content, tenantId, caseId });
      results.push({ id: m.id, error: '' });
    } catch (e) {
      results.push({ id: m.id, error: (e instanceof Error ? e.message : String(e)).slice(0, 500) || '发送失败' });
    }
  }
  await inTenant(db, tenantId, async (tx) => {
    const sent = results.filter((r) => !r.error).map((r) => r.id);
    const now = new Date();
    if (sent.length) await repo.markSent(tx, tenantId, sent, now);
    for (const r of results.filter((x) => x.error)) await repo.markFailed(tx, tenantId, r.id, r.error);
  });
}

export const outboxOf = repo.outboxOf;

export const SMS_EVENT_KEYS = Object.keys(SMS_EVENTS) as SmsEvent[];
