import { and } from 'drizzle-orm';
import type { CasePageQuery, CaseRow, CaseStatistics, CaseStatisticsQuery, LitigantPageQuery, LitigantRow, PageResult } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { caseRowsOf, litigantRowsOf, statisticsOf } from './business.presenter.ts';
import * as query from './business-query.repo.ts';
import * as repo from './business.repo.ts';
import { caseListScope } from './case-access.ts';
import { awaitingDecisionBy } from './case-approval-scope.ts';
import { openCaseApprovals } from './case-approval-start.ts';

/** The lists and reports over cases: 业务列表, 当事人, 业务统计. */

export const pageCases = (db: Database, actor: Actor, q: CasePageQuery): Promise<PageResult<CaseRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const t = actor.tenantId;
    const scope = and(caseListScope(actor), q.awaitingMe ? awaitingDecisionBy(actor.userId) : undefined);
    const page = await query.pageCases(tx, t, q, scope);
    const ids = page.list.map((r) => r.c.id);
    const [items, parties, pauses, pendingTransfers, approvals] = await Promise.all([
      repo.itemsOf(tx, t, ids),
      repo.partiesOf(tx, t, ids),
      repo.pausesOf(tx, t, ids),
      repo.pendingTransfersOf(tx, t, ids),
      openCaseApprovals(
        tx,
        t,
        page.list.map((r) => r.c),
      ),
    ]);
    return { total: page.total, list: caseRowsOf(actor, page.list, { items, parties, pauses, pendingTransfers, approvals }) };
  });

export const pageLitigants = (db: Database, actor: Actor, q: LitigantPageQuery): Promise<PageResult<LitigantRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const page = await query.pageLitigants(tx, actor.tenantId, q);
    const links = await query.casesOfParties(
      tx,
      actor.tenantId,
      page.list.map((p) => p.customerId),
    );
    const items = await repo.itemsOf(tx, actor.tenantId, [...new Set(links.map((l) => l.caseId))]);
    return { total: page.total, list: litigantRowsOf(page.list, links, items) };
  });

export const caseStatistics = (db: Database, actor: Actor, q: CaseStatisticsQuery): Promise<CaseStatistics> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const from = q.from ? new Date(q.from) : undefined;
    const to = q.to ? new Date(q.to) : undefined;
    return statisticsOf(await query.statistics(tx, actor.tenantId, from, to));
  });
