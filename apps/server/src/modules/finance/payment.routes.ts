import { financePaymentsApi } from '@notaria/contracts';
import { routeGroup } from '../../lib/routes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { pageAdjustments } from './adjustment.ts';
import { caseMoney, pageFinance } from './finance-list.ts';
import { getInvoiceSettings, issueInvoice, redReverseInvoice, saveInvoiceSettings } from './invoice.ts';
import { invoiceProviderFromEnv } from './invoice.provider.ts';
import { cancelPayment, collectPayment } from './payment.ts';
import { applyReduction } from './reduction.ts';
import { applyRefund, payRefund } from './refund.ts';

export default routeGroup(financePaymentsApi, (app) => {
  const invoiceProvider = invoiceProviderFromEnv(process.env);
  return {
    page: async (r) => pageFinance(app.db, actorOf(r), r.query),
    exportPage: async (r) => pageFinance(app.db, actorOf(r), r.query),
    caseMoney: async (r) => caseMoney(app.db, actorOf(r), r.query.caseId),
    collect: async (r) => collectPayment(app.db, actorOf(r), r.body),
    cancelPayment: async (r) => cancelPayment(app.db, actorOf(r), r.body),
    applyReduction: async (r) => applyReduction(app.db, actorOf(r), r.body),
    applyRefund: async (r) => applyRefund(app.db, actorOf(r), r.body),
    payRefund: async (r) => payRefund(app.db, actorOf(r), r.body),
    issueInvoice: async (r) => issueInvoice(app.db, invoiceProvider, actorOf(r), r.body),
    redReverse: async (r) => redReverseInvoice(app.db, invoiceProvider, actorOf(r), r.body),
    invoiceSettings: async (r) => getInvoiceSettings(app.db, actorOf(r)),
    saveInvoiceSettings: async (r) => saveInvoiceSettings(app.db, actorOf(r), r.body),
    adjustments: async (r) => pageAdjustments(app.db, actorOf(r), r.query),
  };
});
