import type { CaseTransitionBody } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { CaseRecord, PreparedStep } from '../business/business.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './case-document.repo.ts';
import { MODULE } from './case-documents.ts';
import { generateDocument, refreshValues } from './generate.ts';

/**
 * 送达: the send action records how, to whom and when the certificates were delivered, and makes the 送达回执
 * from its template with the delivery's values (delivery.*), in the action's transaction.
 */

async function recordDelivery(tx: Tx, actor: Actor, c: CaseRecord, delivery: NonNullable<CaseTransitionBody['delivery']>) {
  const row = await repo.insertDelivery(tx, {
    tenantId: actor.tenantId,
    caseId: c.id,
    method: delivery.method,
    recipient: delivery.recipient,
    deliveredOn: delivery.date,
    trackingNumber: delivery.trackingNumber ?? '',
    address: delivery.address ?? '',
    note: delivery.note ?? '',
    recordedBy: actor.userId,
  });
  // The context reads the latest delivery of the case, so the receipt is made after the row exists.
  const live = await repo.liveDocumentOf(tx, actor.tenantId, c.id, null, 'RECEIPT');
  const receipt = !live
    ? await generateDocument(tx, actor, c, { kind: 'RECEIPT', caseItemId: null })
    : live.status === 'DRAFT'
      ? await refreshValues(tx, actor, live)
      : live;
  await repo.setDeliveryReceipt(tx, actor.tenantId, row.id, receipt.id);
  await audit(tx, actor, {
    module: MODULE,
    action: 'deliver',
    targetId: c.id,
    after: {
      method: delivery.method,
      recipient: delivery.recipient,
      date: delivery.date,
      trackingNumber: delivery.trackingNumber ?? '',
      receiptId: receipt.id,
    },
    message: `${c.businessNumber}：送达（${delivery.recipient}，${delivery.date}），生成送达回执`,
  });
}

export const sendStep = {
  async prepare(_db: unknown, actor: Actor, _c: CaseRecord, body: CaseTransitionBody): Promise<PreparedStep> {
    const delivery = body.delivery;
    if (!delivery) throw invalid('送达须填写送达信息：送达方式、签收人和送达日期');
    if (delivery.method === 'MAIL' && !delivery.trackingNumber?.trim()) throw invalid('邮寄送达须填写快递单号');
    if (delivery.method === 'ELECTRONIC' && !delivery.address?.trim()) throw invalid('电子送达须填写送达地址（手机号或邮箱）');
    return { apply: (tx, _before, after) => recordDelivery(tx, actor, after, delivery) };
  },
};
