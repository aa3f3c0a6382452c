import { SPECIAL_KINDS, DELIVERY_METHOD_LABELS, dateCn, fenToChineseUpper, fenToYuanText, dateNumeric, type DeliveryMethod } from '@notaria/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { officeDate } from '../../lib/office-time.ts';
import { feesOf, findCase, itemsOf, partiesOf } from '../business/business.api.ts';
import { caseDeliveries } from '../case-document/case-document.table.ts';
import { dictEntries } from '../dict/dict.table.ts';
import { findTenant } from '../tenant/tenant.api.ts';
import { users } from '../user/user.table.ts';
import { docSettings } from './doc-template.table.ts';
import { partyValues } from './party-values.ts';

const iso = (d: { year: number; month: number; day: number }) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const dayOf = (at: Date | null) => (at ? iso(officeDate(at)) : '');

/** The names of the codes of some dictionaries of the office (useCountry US → 美国). */
async function dictNames(tx: Tx, tenantId: number, keys: string[]): Promise<(key: string, code: string) => string> {
  const rows = await tx
    .select({ parentKey: dictEntries.parentKey, value: dictEntries.value, name: dictEntries.name })
    .from(dictEntries)
    .where(and(eq(dictEntries.tenantId, tenantId), inArray(dictEntries.parentKey, keys)));
  const names = new Map(rows.map((r) => [`${r.parentKey}|${r.value}`, r.name]));
  return (key, code) => (code ? (names.get(`${key}|${code}`) ?? code) : '');
}

async function userOf(tx: Tx, tenantId: number, id: number | null) {
  if (!id) return undefined;
  const [u] = await tx
    .select({ name: users.name, certNo: users.notaryCertNo })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return u;
}

/** The office as its documents name it: doc_settings, else the organisation's own name and phone. */
export async function officeOf(tx: Tx, tenantId: number) {
  const [settings] = await tx.select().from(docSettings).where(eq(docSettings.tenantId, tenantId));
  const tenant = await findTenant(tx, tenantId);
  return {
    fullName: settings?.officeFullName || tenant?.name || '',
    address: settings?.address ?? '',
    phone: settings?.phone || tenant?.phone || '',
    sealFileId: settings?.sealFileId ?? null,
  };
}

/** Form data as text: strings and numbers as they are (dates also in Chinese numerals), lists joined with 、, anything else left out. */
function formValues(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(data)) {
    if (typeof v === 'string' || typeof v === 'number') out[`form.${key}`] = String(v).trim();
    // A date of the form is also offered as the certificate writes it: form.birthDate → form.birthDateCn.
    if (typeof v === 'string' && dateCn(v)) out[`form.${key}Cn`] = dateCn(v);
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) out[`form.${key}`] = v.join('、');
    else if (typeof v === 'boolean') out[`form.${key}`] = v ? '是' : '否';
  }
  return out;
}

async function deliveryValues(tx: Tx, tenantId: number, caseId: number): Promise<Record<string, string>> {
  const [d] = await tx
    .select()
    .from(caseDeliveries)
    .where(and(eq(caseDeliveries.tenantId, tenantId), eq(caseDeliveries.caseId, caseId)))
    .orderBy(desc(caseDeliveries.id))
    .limit(1);
  if (!d) return {};
  return {
    'delivery.method': DELIVERY_METHOD_LABELS[d.method as DeliveryMethod] ?? d.method,
    'delivery.recipient': d.recipient,
    'delivery.dateCn': dateCn(d.deliveredOn),
    'delivery.trackingNumber': d.trackingNumber,
  };
}

/**
 * The document context of a case (path → text): the case, its item (`caseItemId`, else the first), the parties by
 * role, the handling notary, the office, today, the fees and the intake form's data. Empty values are left out,
 * so a template shows them as missing. Runs in the caller's tenant transaction.
 */
export async function documentValues(tx: Tx, tenantId: number, caseId: number, caseItemId?: number | null): Promise<Record<string, string>> {
  const c = await findCase(tx, tenantId, caseId);
  if (!c) throw notFound('业务');
  const [items, parties, fees, names, notary, approver, office] = await Promise.all([
    itemsOf(tx, tenantId, [c.id]),
    partiesOf(tx, tenantId, [c.id]),
    feesOf(tx, tenantId, c.id),
    dictNames(tx, tenantId, ['useCountry', 'useLanguage', 'idType']),
    userOf(tx, tenantId, c.handlerId),
    userOf(tx, tenantId, c.approverId),
    officeOf(tx, tenantId),
  ]);
  const item = (caseItemId ? items.find((i) => i.id === caseItemId) : items[0]) ?? null;
  if (caseItemId && !item) throw notFound('业务事项');
  const totalFen = fees.reduce((sum, x) => sum + x.amountFen, 0);
  const accepted = dayOf(c.acceptedAt);
  const today = iso(officeDate());
  const values: Record<string, string> = {
    'case.businessNumber': c.businessNumber,
    'case.purpose': c.purpose,
    'case.useCountry': names('useCountry', c.useCountry),
    'case.language': names('useLanguage', c.language),
    'case.copies': String(c.copies),
    'case.acceptedDateCn': dateCn(accepted),
    'case.acceptedDate': dateNumeric(accepted),
    'case.itemNames': items.map((i) => i.itemName).join('、'),
    'fees.total': fees.length ? fenToYuanText(totalFen) : '',
    'fees.totalCn': fees.length ? fenToChineseUpper(totalFen) : '',
    'item.itemName': item?.itemName ?? '',
    'item.categoryName': item?.categoryName ?? '',
    'item.certificateNumber': item?.certificateNumber ?? '',
    'notary.name': notary?.name ?? '',
    'notary.certNo': notary?.certNo ?? '',
    'office.fullName': office.fullName,
    'office.address': office.address,
    'office.phone': office.phone,
    'today.cn': dateCn(today),
    'today.date': dateNumeric(today),
    'decision.kindName': SPECIAL_KINDS[c.specialKind as keyof typeof SPECIAL_KINDS] ?? '',
    'decision.reason': c.specialReason,
    'approval.opinion': c.approvalOpinion,
    'approval.approverName': approver?.name ?? '',
    ...partyValues(parties, (code) => names('idType', code)),
    ...formValues(c.formData),
    ...(await deliveryValues(tx, tenantId, c.id)),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
