import type { CaseDetail } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { moneySummaryOf } from '../finance/finance.api.ts';
import { CASE_PAGES, caseLink } from './business.links.ts';
import { caseDetailOf, withHistory } from './business.presenter.ts';
import * as query from './business-query.repo.ts';
import * as repo from './business.repo.ts';
import { openCaseApprovals } from './case-approval-start.ts';
import type { KnownParts } from './case-notices.ts';
import { loadCase } from './case-steps.ts';

/** A case as the API shows it, for `actor` (its abilities); parts the step has already read are passed in. */
export async function detail(tx: Tx, actor: Actor, c: repo.CaseRecord, known: KnownParts = {}): Promise<CaseDetail> {
  const t = actor.tenantId;
  const [items, parties, materials, fees, events, handlerName, pauses, transfers, money, approvals] = await Promise.all([
    known.items ?? repo.itemsOf(tx, t, [c.id]),
    known.parties ?? repo.partiesOf(tx, t, [c.id]),
    repo.materialsOf(tx, t, c.id),
    repo.feesOf(tx, t, c.id),
    repo.eventsOf(tx, t, c.id),
    query.userName(tx, t, c.handlerId),
    repo.pausesOf(tx, t, [c.id]),
    repo.transfersOf(tx, t, c.id),
    moneySummaryOf(tx, t, c.id),
    openCaseApprovals(tx, t, [c]),
  ]);
  const approval = approvals.get(c.id);
  return { ...caseDetailOf(actor, c, { items, parties, materials, fees, events, handlerName, pauses, transfers, approval }), money };
}

/** GET /business: the case with its notices and log entries. */
export const getCase = (db: Database, actor: Actor, id: number): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id);
    const [d, notices, logs] = await Promise.all([
      detail(tx, actor, c),
      query.noticesOfCase(
        tx,
        actor.tenantId,
        CASE_PAGES.map((p) => caseLink(p, c.id)),
      ),
      query.logsOfCase(tx, actor.tenantId, String(c.id)),
    ]);
    return withHistory(d, notices, logs);
  });
