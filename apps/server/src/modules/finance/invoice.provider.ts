import { randomUUID } from 'node:crypto';
import type { InvoiceKind } from '@notaria/contracts';

export interface InvoiceRequest {
  tenantId: number;
  kind: InvoiceKind;
  title: string;
  taxNumber: string;
  amountFen: number;
  /** For a red reversal: the number of the invoice it reverses. */
  redOf?: string;
}

export interface IssuedInvoice {
  number: string;
  providerRef: string;
}

/**
 * Who issues the 票据: a provincial e-invoice platform, a tax-control printer, or the office's own receipt book.
 * `issue` throws `InvoiceProviderError` (Chinese message) when nothing was issued.
 */
export interface InvoiceProvider {
  readonly name: string;
  issue(request: InvoiceRequest): Promise<IssuedInvoice>;
}

export class InvoiceProviderError extends Error {}

const PREFIX: Record<InvoiceKind, string> = { VAT_NORMAL: 'PT', E_INVOICE: 'DZ', FISCAL: 'CZ', RECEIPT: 'SJ' };

/** INVOICE_PROVIDER=fake (the default; no network here): numbers from a local counter, a reference per invoice. */
export function fakeInvoiceProvider(): InvoiceProvider {
  let seq = 0;
  return {
    name: 'fake',
    issue: async (r) => {
      seq += 1;
      const stamp = Date.now().toString(36).toUpperCase();
      return { number: `${PREFIX[r.kind]}${r.redOf ? 'H' : ''}${stamp}${String(seq).padStart(4, '0')}`, providerRef: `fake-${randomUUID()}` };
    },
  };
}

export function invoiceProviderFromEnv(env: NodeJS.ProcessEnv): InvoiceProvider {
  const kind = (env.INVOICE_PROVIDER || 'fake').toLowerCase();
  if (kind !== 'fake') throw new Error(`环境变量 INVOICE_PROVIDER 目前只能是 fake，当前为 "${env.INVOICE_PROVIDER}"`);
  return fakeInvoiceProvider();
}
