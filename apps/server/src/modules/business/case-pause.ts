import type { AdditionalBody, CaseDetail } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { checkMayRequestAdditional } from './business.policy.ts';
import * as repo from './business.repo.ts';
import { detail } from './case-detail.ts';
import { loadCase, record, withSms } from './case-steps.ts';
import { enqueueSms, type SmsSender } from './sms.ts';

/** 补充材料: asked for, the 15-day clock pauses and the named materials are added as 待补充. */
export const requestAdditional = (db: Database, sms: SmsSender, actor: Actor, body: AdditionalBody): Promise<CaseDetail> =>
  withSms(db, sms, actor, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    const pauses = await repo.pausesOf(tx, actor.tenantId, [c.id]);
    checkMayRequestAdditional(
      c,
      pauses.some((p) => !p.receivedAt),
    );
    const reason = body.reason.trim();
    if (!reason) throw invalid('请填写补充原因');
    const names = [...new Set((body.materials ?? []).map((m) => m.trim()).filter(Boolean))];
    await repo.insertPause(tx, { tenantId: actor.tenantId, caseId: c.id, reason, materials: names, requestedBy: actor.userId });
    if (names.length)
      await repo.insertMaterials(
        tx,
        actor.tenantId,
        c.id,
        names.map((name) => ({ name, kind: '补充材料', status: 'MISSING' })),
      );
    const sms = await enqueueSms(tx, c, 'ADDITIONAL');
    const diff = [
      { field: 'paused', before: false, after: true },
      { field: 'reason', before: null, after: reason },
      ...(names.length ? [{ field: 'materials', before: null, after: names }] : []),
    ];
    await record(tx, actor, c, 'additional', reason, diff, `要求补充材料（${reason}），计时暂停`);
    return { detail: await detail(tx, actor, c), sms };
  });

/** 补充材料已收到: the materials asked for are received and the clock runs again. */
export const receiveAdditional = (db: Database, actor: Actor, id: number): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id, true);
    const pause = await repo.closePause(tx, actor.tenantId, c.id, actor.userId);
    if (!pause) throw new AppError('CONFLICT', '该业务没有待补充的材料');
    if (pause.materials.length) await repo.markMaterialsReceived(tx, actor.tenantId, c.id, pause.materials);
    await record(tx, actor, c, 'additionalReceived', pause.reason, [{ field: 'paused', before: true, after: false }], '补充材料已收到，恢复计时');
    return detail(tx, actor, c);
  });
