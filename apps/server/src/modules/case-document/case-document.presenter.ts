import { boundFields } from '@notaria/documents';
import { DOC_KIND_LABELS, hasAnyPermission, hasPermission, type CaseDocumentRow, type DocKind, type DocStatus } from '@notaria/contracts';
import type { DocumentRecord } from './case-document.repo.ts';

/** Rows into the API's shape; what a reader may do with a document is decided here, once. */

export const EDIT_PERMISSION = 'business:accept:documentEdit';
export const READ_PERMISSIONS = ['business:accept:documentEdit', 'business:accept:documentExport', 'business:certificate', 'business:archives'];

/** Case statuses in which documents are no longer written (read and exported only). */
const CLOSED_CASE: readonly string[] = ['ARCHIVED'];
export const caseOpenForDocuments = (caseStatus: string) => !CLOSED_CASE.includes(caseStatus);

/** The bound fields the values cannot fill (empty counts as missing). */
export function missingFields(content: DocumentRecord['content'], values: Record<string, string>) {
  return boundFields(content).filter((f) => !(values[f.path] ?? '').trim());
}

export interface RowFacts {
  caseStatus: string;
  itemName: string;
  templateName: string;
  names: Map<number, string>;
  /** The lock holder now (lapsed locks are null). */
  lockHolder: number | null;
}

export function abilitiesOf(permissions: readonly string[], d: Pick<DocumentRecord, 'status'>, caseStatus: string) {
  const writable = d.status === 'DRAFT' && caseOpenForDocuments(caseStatus) && hasPermission(permissions, EDIT_PERMISSION);
  return { edit: writable, export: hasAnyPermission(permissions, READ_PERMISSIONS), refresh: writable, remove: writable };
}

export function documentRow(permissions: readonly string[], d: DocumentRecord, f: RowFacts): CaseDocumentRow {
  return {
    id: d.id,
    caseId: d.caseId,
    caseItemId: d.caseItemId,
    itemName: f.itemName,
    kind: d.kind as DocKind,
    title: d.title,
    status: d.status as DocStatus,
    version: d.version,
    revision: d.revision,
    templateName: f.templateName,
    templateVersion: d.templateVersion,
    certificateNumber: d.certificateNumber,
    missing: d.status === 'DRAFT' ? missingFields(d.content, d.fieldValues) : [],
    lockedByName: f.lockHolder ? (f.names.get(f.lockHolder) ?? '') : '',
    updatedByName: d.updatedBy ? (f.names.get(d.updatedBy) ?? '') : '',
    updatedAt: d.updatedAt.toISOString(),
    sha256: d.sha256,
    sm3: d.sm3,
    finalizedAt: d.finalizedAt?.toISOString() ?? '',
    abilities: abilitiesOf(permissions, d, f.caseStatus),
  };
}

export const kindLabel = (kind: string) => DOC_KIND_LABELS[kind as DocKind] ?? kind;
