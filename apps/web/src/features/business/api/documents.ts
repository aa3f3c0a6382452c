import { caseDocumentApi, type CaseDocumentRow, type CreateCaseDocumentBody } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, download, fetchFile } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const documentKeys = {
  all: ['case-documents'] as const,
  list: (caseId: number) => ['case-documents', caseId] as const,
};

export const listCaseDocuments = (caseId: number) => call(caseDocumentApi.list, { query: { caseId } });

export const useCaseDocuments = (caseId: number | null) =>
  useQuery({ queryKey: documentKeys.list(caseId ?? 0), queryFn: () => listCaseDocuments(caseId!), enabled: !!caseId });

export const useCreateDocument = () => useRefreshingMutation((body: CreateCaseDocumentBody) => call(caseDocumentApi.create, { body }), documentKeys.all);
export const useRefreshDocument = () => useRefreshingMutation((id: number) => call(caseDocumentApi.refresh, { body: { id } }), documentKeys.all);
export const useRemoveDocument = () => useRefreshingMutation((id: number) => call(caseDocumentApi.remove, { query: { id } }), documentKeys.all);

/** A one-time ticket for /appDocEdit (this document only, short-lived). */
export const documentTicket = (id: number, mode: 'EDIT' | 'VIEW') => call(caseDocumentApi.ticket, { body: { id, mode } });

/** 文书导出: a draft with the 草稿 watermark, a final 公证书 as its stored, sealed PDF. */
export const exportDocument = (d: Pick<CaseDocumentRow, 'id' | 'title' | 'certificateNumber'>, format: 'pdf' | 'docx') =>
  download(caseDocumentApi.export, `${d.certificateNumber || d.title}.${format}`, { params: { id: d.id }, query: { format } });

/** The case's final 公证书 (one per item), for 出证 and 归档. */
export const finalCertificates = (rows: readonly CaseDocumentRow[]) => rows.filter((d) => d.kind === 'CERTIFICATE' && d.status === 'FINAL');

/** The case's final 公证书 where the reader may see documents; nothing (and no message) where they may not. */
export const useFinalCertificates = (caseId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...documentKeys.list(caseId), 'final'],
    queryFn: () => call(caseDocumentApi.list, { query: { caseId } }, { silent: true }).then(finalCertificates),
    enabled,
    retry: false,
  });

/** The PDF in a new tab, for the browser's print (the tab is opened at the click so it is not blocked as a popup). */
export async function printDocument(d: Pick<CaseDocumentRow, 'id' | 'title' | 'certificateNumber'>) {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(caseDocumentApi.export, `${d.certificateNumber || d.title}.pdf`, { params: { id: d.id }, query: { format: 'pdf' } });
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    // The tab has read it by then; the address is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
  }
}
