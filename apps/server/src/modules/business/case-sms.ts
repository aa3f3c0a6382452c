import type { CaseDetail, SmsOutboxRow, SmsSettingBody } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { outboxRowOf } from './business.presenter.ts';
import * as repo from './business.repo.ts';
import { detail } from './case-detail.ts';
import { loadCase, record } from './case-steps.ts';
import { outboxOf, SMS_EVENT_KEYS } from './sms.ts';

/** 短信设置: which SMS notices the applicants get. */
export const setSmsEvents = (db: Database, actor: Actor, body: SmsSettingBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    const events = SMS_EVENT_KEYS.filter((e) => body.events.includes(e));
    const after = await repo.updateCase(tx, actor.tenantId, c.id, { smsEvents: events });
    await record(tx, actor, c, 'smsSetting', events.join(','), [{ field: 'smsEvents', before: c.smsEvents, after: events }], '短信设置');
    return detail(tx, actor, after);
  });

/** The SMS sent (or failing) for a case. */
export const caseOutbox = (db: Database, actor: Actor, id: number): Promise<SmsOutboxRow[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id);
    return (await outboxOf(tx, actor.tenantId, c.id)).map(outboxRowOf);
  });
