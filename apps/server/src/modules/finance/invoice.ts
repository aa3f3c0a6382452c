import { and, eq } from 'drizzle-orm';
import { formatFen, INVOICE_KIND_LABELS, type CaseMoney, type InvoiceBody, type InvoiceSettings, type RedReverseBody } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { FINANCE_LOG_MODULE, writeAdjustment } from './adjustment.ts';
import { invoiceSettingsOf } from './fee-ledger.repo.ts';
import { lockCase, readCaseMoney } from './fee-ledger.ts';
import { InvoiceProviderError, type InvoiceProvider } from './invoice.provider.ts';
import { invoiceSettings, invoices } from './invoice.table.ts';

const issueWith = async (provider: InvoiceProvider, request: Parameters<InvoiceProvider['issue']>[0]) => {
  try {
    return await provider.issue(request);
  } catch (e) {
    throw new AppError('SERVICE_UNAVAILABLE', e instanceof InvoiceProviderError ? e.message : '开票服务暂不可用，请稍后重试');
  }
};

/** 开票: for money received and not yet invoiced (received − refunded − invoices standing), never more. */
export const issueInvoice = (db: Database, provider: InvoiceProvider, actor: Actor, body: InvoiceBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await lockCase(tx, actor.tenantId, body.caseId);
    const money = await readCaseMoney(tx, actor.tenantId, c);
    if (body.amountFen > money.invoiceableFen)
      throw new AppError(
        'CONFLICT',
        money.invoiceableFen > 0 ? `开票金额不能超过已收未开票的 ${formatFen(money.invoiceableFen)}` : '该业务没有已收未开票的金额',
      );
    const issued = await issueWith(provider, {
      tenantId: actor.tenantId,
      kind: body.kind,
      title: body.title,
      taxNumber: body.taxNumber,
      amountFen: body.amountFen,
    });
    const [row] = await tx
      .insert(invoices)
      .values({
        tenantId: actor.tenantId,
        caseId: c.id,
        kind: body.kind,
        title: body.title,
        taxNumber: body.taxNumber,
        number: issued.number,
        amountFen: body.amountFen,
        issuedAt: new Date(),
        issuedBy: actor.userId,
        provider: provider.name,
        providerRef: issued.providerRef,
      })
      .returning();
    await audit(tx, actor, {
      module: FINANCE_LOG_MODULE,
      action: 'invoice',
      targetId: row.id,
      after: { number: row.number, kind: INVOICE_KIND_LABELS[row.kind], title: row.title, taxNumber: row.taxNumber, amount: formatFen(row.amountFen) },
    });
    return readCaseMoney(tx, actor.tenantId, c);
  });

/** 红冲: a red invoice of the negative amount is issued and the original marked reversed; both stay. */
export const redReverseInvoice = (db: Database, provider: InvoiceProvider, actor: Actor, body: RedReverseBody): Promise<CaseMoney> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const [found] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, body.id)));
    if (!found) throw notFound('发票');
    const c = await lockCase(tx, actor.tenantId, found.caseId);
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, found.id)).for('update');
    if (inv.redOfId !== null) throw new AppError('CONFLICT', '红字发票不能再红冲');
    if (inv.status !== 'ISSUED') throw new AppError('CONFLICT', `发票 ${inv.number} 已红冲`);
    const issued = await issueWith(provider, {
      tenantId: actor.tenantId,
      kind: inv.kind,
      title: inv.title,
      taxNumber: inv.taxNumber,
      amountFen: -inv.amountFen,
      redOf: inv.number,
    });
    await tx.insert(invoices).values({
      tenantId: actor.tenantId,
      caseId: c.id,
      kind: inv.kind,
      title: inv.title,
      taxNumber: inv.taxNumber,
      number: issued.number,
      amountFen: -inv.amountFen,
      issuedAt: new Date(),
      issuedBy: actor.userId,
      redOfId: inv.id,
      provider: provider.name,
      providerRef: issued.providerRef,
    });
    await tx.update(invoices).set({ status: 'RED_REVERSED' }).where(eq(invoices.id, inv.id));
    await writeAdjustment(tx, actor, 'redReverse', {
      caseId: c.id,
      targetTable: 'invoices',
      targetId: inv.id,
      field: 'status',
      before: `${inv.number} 已开 ${formatFen(inv.amountFen)}`,
      after: `已红冲（红字发票 ${issued.number}）`,
      reason: body.reason,
    });
    return readCaseMoney(tx, actor.tenantId, c);
  });

export const getInvoiceSettings = (db: Database, actor: Actor): Promise<InvoiceSettings> =>
  inTenant(db, actor.tenantId, async (tx) => ({ defaultKind: (await invoiceSettingsOf(tx, actor.tenantId))?.defaultKind ?? 'RECEIPT' }));

export const saveInvoiceSettings = (db: Database, actor: Actor, body: InvoiceSettings): Promise<InvoiceSettings> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const before = (await invoiceSettingsOf(tx, actor.tenantId))?.defaultKind ?? 'RECEIPT';
    await tx
      .insert(invoiceSettings)
      .values({ tenantId: actor.tenantId, defaultKind: body.defaultKind, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: { defaultKind: body.defaultKind, updatedBy: actor.userId, updatedAt: new Date() } });
    await audit(tx, actor, { module: FINANCE_LOG_MODULE, action: 'invoiceSettings', before: { defaultKind: before }, after: body });
    return body;
  });
