import { ALL, CASE_STATUSES } from '@notaria/contracts';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { Actor } from '../../apps/server/src/modules/auth/auth.api.ts';
import { pageVolumes } from '../../apps/server/src/modules/archive/volume-query.ts';
import { caseStatistics, pageCases, pageLitigants } from '../../apps/server/src/modules/business/case-page.ts';
import { pageEvidence } from '../../apps/server/src/modules/evidence/evidence-records.ts';
import { pageFinance } from '../../apps/server/src/modules/finance/finance-list.ts';
import { monthReport } from '../../apps/server/src/modules/finance/month-report.ts';
import { pageOperateLogs } from '../../apps/server/src/modules/oplog/oplog.service.ts';

/** What the measured calls search for: real values of the big office, picked at random once. */
export interface Samples {
  businessNumbers: string[];
  partyNames: string[];
  idNumbers: string[];
  months: string[];
}

export interface Measure {
  name: string;
  /** Lists and searches, or statistics (their goals differ). */
  kind: 'list' | 'stats';
  /** The i-th run (inputs vary with i). */
  run(i: number): Promise<unknown>;
}

/** The office administrator of the big office: every page, every case (as the 受理 page lists them). */
export const officeActor = (tenantId: number, userId: number): Actor => ({
  userId,
  account: 'office_admin',
  name: '赵敏',
  tenantId,
  homeTenantId: tenantId,
  sessionId: 0,
  activeRoleId: 0,
  permissions: [ALL],
  mustChangePassword: false,
});

const page = (current: number) => ({ current, size: 10 });
const at = <T>(list: T[], i: number) => list[i % list.length];

export function measures(db: Database, actor: Actor, s: Samples): Measure[] {
  const list = (name: string, run: (i: number) => Promise<unknown>): Measure => ({ name, kind: 'list', run });
  return [
    list('业务列表 第 1 页', () => pageCases(db, actor, page(1))),
    list('业务列表 第 1 000 页', (i) => pageCases(db, actor, page(995 + (i % 10)))),
    list('按业务编号查询', (i) => pageCases(db, actor, { ...page(1), businessNumber: at(s.businessNumbers, i) })),
    list('按当事人姓名查询', (i) => pageCases(db, actor, { ...page(1), party: at(s.partyNames, i) })),
    list('按身份证号查询', (i) => pageCases(db, actor, { ...page(1), party: at(s.idNumbers, i) })),
    ...CASE_STATUSES.map((status) => list(`状态页签 ${status}`, () => pageCases(db, actor, { ...page(1), status }))),
    list('当事人列表', () => pageLitigants(db, actor, page(1))),
    list('操作日志', () => pageOperateLogs(db, actor, page(1))),
    list('取证列表', () => pageEvidence(db, actor, 'CAPTURE', page(1))),
    list('存证列表', () => pageEvidence(db, actor, 'DEPOSIT', page(1))),
    list('收费列表', () => pageFinance(db, actor, page(1))),
    list('档案列表', () => pageVolumes(db, actor, page(1))),
    { name: '业务统计（全部）', kind: 'stats', run: () => caseStatistics(db, actor, {}) },
    {
      name: '业务统计（一年）',
      kind: 'stats',
      run: (i) => caseStatistics(db, actor, { from: `${2022 + (i % 4)}-01-01T00:00:00+08:00`, to: `${2022 + (i % 4)}-12-31T23:59:59+08:00` }),
    },
    { name: '财务月度报表', kind: 'stats', run: (i) => monthReport(db, actor, at(s.months, i)) },
  ];
}
