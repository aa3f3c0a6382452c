import type { DocKind } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { CaseRecord } from '../business/business.api.ts';
import { kindLabel } from './case-document.presenter.ts';
import * as repo from './case-document.repo.ts';
import { chooseTemplate, documentValues, templateVersion } from './doc-sources.ts';

/** Who a generated document is made for and by. */
export interface Maker {
  tenantId: number;
  userId: number;
}

export interface GenerateInput {
  kind: DocKind;
  caseItemId: number | null;
  templateId?: number;
  /** Values the case does not hold (e.g. the delivery's, for a 送达回执). */
  extraValues?: Record<string, string>;
  /** A correction: the VOID document this one replaces. */
  replaces?: repo.DocumentRecord;
}

/** The values a document of this case item binds, now. */
export async function valuesFor(tx: Tx, tenantId: number, caseId: number, caseItemId: number | null, extra: Record<string, string> = {}) {
  return { ...(await documentValues(tx, tenantId, caseId, caseItemId ?? undefined)), ...extra };
}

/**
 * The row of a new DRAFT (not yet written): the template version chosen for the item and kind (or the one asked
 * for), with the case's values snapshotted. One live document per case item and kind: a second is refused.
 */
export async function documentDraft(tx: Tx, who: Maker, c: CaseRecord, input: GenerateInput): Promise<repo.NewDocument> {
  const items = await repo.caseItemsOf(tx, who.tenantId, c.id);
  const item = input.caseItemId === null ? undefined : items.find((i) => i.id === input.caseItemId);
  if (input.caseItemId !== null && !item) throw invalid('所选事项不属于该业务');
  if (!input.replaces && (await repo.liveDocumentOf(tx, who.tenantId, c.id, input.caseItemId, input.kind))) {
    throw new AppError('CONFLICT', `${item ? `事项“${item.itemName}”` : '该业务'}已有${kindLabel(input.kind)}，请直接编辑`);
  }
  const template = await chooseTemplate(tx, who.tenantId, who.userId, input.kind, item?.itemId ?? null, input.templateId);
  if (!template) throw new AppError('CONFLICT', `没有可用的${kindLabel(input.kind)}模板${item ? `（${item.itemName}）` : ''}，请先在文书配置中发布`);
  const version = await templateVersion(tx, template.id, template.publishedVersion);
  return {
    tenantId: who.tenantId,
    caseId: c.id,
    caseItemId: input.caseItemId,
    kind: input.kind,
    title: `${kindLabel(input.kind)}${item ? `（${item.itemName}）` : ''}`,
    templateId: template.id,
    templateVersion: version.version,
    version: input.replaces ? input.replaces.version + 1 : 1,
    replacesId: input.replaces?.id ?? null,
    page: version.page,
    content: input.replaces?.content ?? version.content,
    fieldValues: await valuesFor(tx, who.tenantId, c.id, input.caseItemId, input.extraValues),
    certificateNumber: item?.certificateNumber ?? '',
    createdBy: who.userId,
    updatedBy: who.userId,
  };
}

export const generateDocument = async (tx: Tx, who: Maker, c: CaseRecord, input: GenerateInput) =>
  repo.insertDocument(tx, await documentDraft(tx, who, c, input));

/** "从业务刷新": the document's values read again from the case (its text is kept). */
export async function refreshValues(tx: Tx, who: Maker, d: repo.DocumentRecord) {
  // Values the case does not hold (a receipt's delivery.*) stay as they were given.
  const kept = Object.fromEntries(Object.entries(d.fieldValues).filter(([path]) => path.startsWith('delivery.')));
  const values = await valuesFor(tx, who.tenantId, d.caseId, d.caseItemId, kept);
  const items = d.caseItemId === null ? [] : await repo.caseItemsOf(tx, who.tenantId, d.caseId);
  const number = items.find((i) => i.id === d.caseItemId)?.certificateNumber ?? d.certificateNumber;
  return repo.updateDocument(tx, who.tenantId, d.id, { fieldValues: values, certificateNumber: number, updatedBy: who.userId });
}
