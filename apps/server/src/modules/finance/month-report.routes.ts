import { financeReportsApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { inTenant } from '../../db/scope.ts';
import { closeMonth } from './month-close.ts';
import { lastMonths } from './month-closing.ts';
import { revenueByMonth } from './month-report-glance.ts';
import { monthReport } from './month-report.ts';
import { monthReportPdf } from './month-report-pdf.ts';

export default routeGroup(financeReportsApi, (app) => ({
  revenueByMonth: async (r) => {
    const actor = actorOf(r);
    return inTenant(app.db, actor.tenantId, (tx) => revenueByMonth(tx, actor.tenantId, lastMonths(new Date(), 12)));
  },
  month: async (r) => monthReport(app.db, actorOf(r), r.query.month),
  pdf: async (r, reply) => {
    const pdf = await monthReportPdf(app.db, actorOf(r), r.query.month);
    return reply
      .type('application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`)
      .header('content-length', pdf.bytes.length)
      .send(pdf.bytes);
  },
  close: async (r) => closeMonth(app.db, actorOf(r), r.body.month),
}));
