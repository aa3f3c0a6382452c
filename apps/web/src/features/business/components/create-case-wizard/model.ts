import type { MATERIAL_STATUSES, CreateCaseBody, ItemNode } from '@notaria/contracts';
import type { FormSchema } from '@notaria/form-core';
import type { StoredFileRef } from '../../../../components/file-field';
import { toFeeInputs, yuanText, type FeeValue } from '../fee-editor';
import { toPartyInput, type PartyValue } from '../party-editor';

type MaterialStatus = keyof typeof MATERIAL_STATUSES;

export interface MaterialValue {
  name: string;
  kind?: string;
  originalSeen?: boolean;
  status: MaterialStatus;
  required?: boolean;
  file?: StoredFileRef;
}
export interface WizardValues {
  itemIds: number[];
  purpose?: string;
  useCountry?: string;
  language?: string;
  copies?: number;
  parties: PartyValue[];
  materials: MaterialValue[];
  fees: FeeValue[];
  feeConfirmed: boolean;
  handlerId?: number;
  assistantId?: number | null;
}

export interface ItemInfo {
  node: ItemNode;
  path: string;
  /** The item with its category, e.g. 出生（涉外民事）: the same item exists in several categories. */
  label: string;
}

export interface Intake {
  itemId: number;
  formId: number | null;
  schema: FormSchema | null;
}

/** One intake form to fill, with the chosen items that ask for it. */
export interface IntakeForm {
  formId: number;
  schema: FormSchema;
  items: string[];
}

export const WIZARD_STEPS = ['事项', '当事人', '受理表单', '材料', '收费', '提交'] as const;

const trimmed = (v?: string) => (v?.trim() ? v.trim() : undefined);

/** The wizard's values and the intake form data as the body of POST /business. */
export function toCreateBody(v: WizardValues, formData: Record<string, unknown> | null): CreateCaseBody {
  return {
    itemIds: v.itemIds,
    parties: v.parties.map(toPartyInput),
    handlerId: v.handlerId!,
    assistantId: v.assistantId ?? null,
    ...(trimmed(v.purpose) ? { purpose: trimmed(v.purpose) } : {}),
    ...(v.useCountry ? { useCountry: v.useCountry } : {}),
    ...(v.language ? { language: v.language } : {}),
    copies: v.copies ?? 1,
    ...(formData ? { formData } : {}),
    materials: (v.materials ?? []).map((m) => ({
      name: m.name.trim(),
      ...(trimmed(m.kind) ? { kind: trimmed(m.kind) } : {}),
      originalSeen: !!m.originalSeen,
      status: m.status,
      ...(m.file ? { fileUrl: m.file.url } : {}),
    })),
    fees: toFeeInputs(v.fees ?? []),
    feeConfirmed: !!v.feeConfirmed,
  };
}

export function indexItems(nodes: ItemNode[], path: string[] = [], out = new Map<number, ItemInfo>()) {
  for (const n of nodes) {
    out.set(n.id, { node: n, path: [...path, n.name].join(' / '), label: itemLabel(n, path[0]) });
    indexItems(n.children ?? [], [...path, n.name], out);
  }
  return out;
}

/** A chosen item says which category it belongs to: 出生 exists under 国内民事, 涉外民事 and 涉港澳台. */
export const itemLabel = (n: ItemNode, category?: string) => (n.level === 'ITEM' && category ? `${n.name}（${category}）` : n.name);

export interface TreeOption {
  value: number;
  title: string;
  selectable: boolean;
  disabled?: boolean;
  children: TreeOption[];
}
export const toTreeOptions = (nodes: ItemNode[], category?: string): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: itemLabel(n, category),
    selectable: n.level === 'ITEM',
    children: toTreeOptions(n.children ?? [], category ?? n.name),
  }));

/** The distinct intake forms of the chosen items: items sharing a form fill it once. */
export function distinctForms(intakes: Intake[] | null, index: Map<number, ItemInfo>): IntakeForm[] {
  const distinct: IntakeForm[] = [];
  for (const i of intakes ?? []) {
    if (!i.formId || !i.schema) continue;
    const name = index.get(i.itemId)?.node.name ?? String(i.itemId);
    const existing = distinct.find((d) => d.formId === i.formId);
    if (existing) existing.items.push(name);
    else distinct.push({ formId: i.formId, schema: i.schema, items: [name] });
  }
  return distinct;
}

/** Materials and fees the chosen items ask for; rows already on the list keep what was entered. */
export function prefill(items: ItemNode[], materials: MaterialValue[], fees: FeeValue[]) {
  const byName = new Map(materials.map((m) => [m.name, m]));
  const nextMaterials: MaterialValue[] = [];
  for (const item of items) {
    for (const m of item.materials ?? []) {
      if (nextMaterials.some((x) => x.name === m.name)) continue;
      nextMaterials.push(
        byName.get(m.name) ?? { name: m.name, kind: m.required ? '必交材料' : '选交材料', originalSeen: false, status: 'MISSING', required: m.required },
      );
    }
  }
  for (const m of materials) if (!nextMaterials.some((x) => x.name === m.name) && !m.required) nextMaterials.push(m);
  const nextFees: FeeValue[] = items.flatMap((item) => {
    if (!item.fee) return [];
    const kept = fees.find((f) => f.note === item.name);
    if (kept) return [kept];
    return item.fee.mode === 'FIXED'
      ? [{ feeType: 'NOTARY_FEE', yuan: yuanText(item.fee.amountFen), note: item.name }]
      : [{ feeType: 'NOTARY_FEE', yuan: yuanText(item.fee.minimumFen), note: `${item.name}（按标的额分段收费，请核定金额）` }];
  });
  for (const f of fees) if (!nextFees.includes(f) && !items.some((i) => f.note?.startsWith(i.name))) nextFees.push(f);
  return { materials: nextMaterials, fees: nextFees };
}
