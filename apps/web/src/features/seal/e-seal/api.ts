import { eSealApi, type ESealApplyBody, type ESealPageQuery, type ESealPreviewQuery, type ESealSourceBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download, fetchFile } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type ESealFilters = Omit<ESealPageQuery, 'current' | 'size'>;

export const eSealKeys = {
  all: ['e-seal'] as const,
  page: (q: object) => ['e-seal', 'page', q] as const,
  detail: (id: number) => ['e-seal', 'detail', id] as const,
  options: ['e-seal', 'options'] as const,
  documents: (term: string) => ['e-seal', 'documents', term] as const,
  inspect: (src: object) => ['e-seal', 'inspect', src] as const,
  preview: (q: object) => ['e-seal', 'preview', q] as const,
};

export const getESealPage = (q: ESealPageQuery) => call(eSealApi.page, { query: q });
export const useESealPage = (q: ESealPageQuery) => useQuery({ queryKey: eSealKeys.page(q), queryFn: () => getESealPage(q), placeholderData: keepPreviousData });

export const useESealDetail = (id: number) => useQuery({ queryKey: eSealKeys.detail(id), queryFn: () => call(eSealApi.detail, { query: { id } }) });

export const useESealOptions = () => useQuery({ queryKey: eSealKeys.options, queryFn: () => call(eSealApi.options), staleTime: 60_000 });

/** FINAL documents found by title, certificate number or case number (the newest when nothing is typed). */
export const useFinalDocuments = (term: string) =>
  useQuery({ queryKey: eSealKeys.documents(term), queryFn: () => call(eSealApi.documents, { query: { keyword: term || undefined } }), staleTime: 30_000 });

/** The chosen PDF's pages and size (a file that is not a readable PDF is refused with the server's message). */
export const useInspect = (src: ESealSourceBody | null) =>
  useQuery({
    queryKey: eSealKeys.inspect(src ?? {}),
    queryFn: () => call(eSealApi.inspect, { body: src! }),
    enabled: !!src,
    retry: false,
    staleTime: Infinity,
  });

/** A page drawn as an image (a data URL), or null where the server cannot draw it. */
export const usePagePreview = (q: ESealPreviewQuery | null) =>
  useQuery({
    queryKey: eSealKeys.preview(q ?? {}),
    queryFn: async () => {
      try {
        const { blob } = await fetchFile(eSealApi.preview, 'page.png', { query: q! }, { silent: true });
        // A data URL, not an object URL: cached pages are dropped with the query and never need revoking.
        return await new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error ?? new Error('read failed'));
          reader.readAsDataURL(blob);
        });
      } catch {
        return null;
      }
    },
    enabled: !!q,
    staleTime: Infinity,
  });

export const useApplyESeal = () => useRefreshingMutation((body: ESealApplyBody) => call(eSealApi.apply, { body }), eSealKeys.all);
export const useStampESeal = () => useRefreshingMutation((id: number) => call(eSealApi.stamp, { body: { id } }), eSealKeys.all);
export const verifyESeal = (id: number) => call(eSealApi.verify, { body: { id } });

export const downloadESealFile = (id: number, which: 'STAMPED' | 'ORIGINAL', name: string) =>
  download(eSealApi.download, which === 'STAMPED' ? `${name.replace(/\.pdf$/i, '')}（已签章）.pdf` : name, { query: { id, which } });
