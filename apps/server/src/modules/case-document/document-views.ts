import type { CaseDocumentDetail, CaseDocumentRow, DocKind } from '@notaria/contracts';
import type { Tx } from '../../db/client.ts';
import type { CaseRecord } from '../business/business.api.ts';
import { caseOpenForDocuments, documentRow } from './case-document.presenter.ts';
import * as repo from './case-document.repo.ts';
import { fieldCatalogue } from './doc-sources.ts';

/** The rows of some documents of one case, as `permissions` may use them. */
export async function documentRows(tx: Tx, permissions: readonly string[], c: CaseRecord, docs: repo.DocumentRecord[]): Promise<CaseDocumentRow[]> {
  const items = await repo.caseItemsOf(tx, c.tenantId, c.id);
  const locks = new Map<number, number | null>();
  for (const d of docs) locks.set(d.id, (await repo.lockOf(tx, c.tenantId, d.id))?.holder ?? null);
  const names = await repo.userNames(tx, c.tenantId, [...docs.map((d) => d.updatedBy), ...locks.values()]);
  const templates = await repo.templateNames(
    tx,
    docs.map((d) => d.templateId),
  );
  return docs.map((d) =>
    documentRow(permissions, d, {
      caseStatus: c.status,
      itemName: items.find((i) => i.id === d.caseItemId)?.itemName ?? '',
      templateName: templates.get(d.templateId) ?? '',
      names,
      lockHolder: locks.get(d.id) ?? null,
    }),
  );
}

export interface DetailReader {
  permissions: readonly string[];
  userId: number;
  /** A VIEW ticket reads only. */
  viewOnly?: boolean;
}

/** One document for the editor: the row, its content and values, the field catalogue, and whether this reader only reads. */
export async function documentDetail(tx: Tx, reader: DetailReader, c: CaseRecord, d: repo.DocumentRecord): Promise<CaseDocumentDetail> {
  const [row] = await documentRows(tx, reader.permissions, c, [d]);
  const holder = (await repo.lockOf(tx, c.tenantId, d.id))?.holder ?? null;
  const lockedByOther = holder !== null && holder !== reader.userId;
  return {
    ...row,
    businessNumber: c.businessNumber,
    page: d.page,
    content: d.content,
    values: d.fieldValues,
    fields: fieldCatalogue(d.kind as DocKind),
    readOnly: !!reader.viewOnly || !row.abilities.edit || lockedByOther || !caseOpenForDocuments(c.status),
  };
}
