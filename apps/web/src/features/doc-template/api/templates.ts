import {
  templateApi,
  type CopyTemplateBody,
  type CreateTemplateBody,
  type DocKind,
  type TemplateDetail,
  type TemplatePageQuery,
  type UpdateTemplateBody,
} from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { templateKeys } from './keys';

export const getTemplatePage = (q: TemplatePageQuery) => call(templateApi.page, { query: q });
export const useTemplatePage = (q: TemplatePageQuery) =>
  useQuery({ queryKey: templateKeys.page(q), queryFn: () => getTemplatePage(q), placeholderData: keepPreviousData });

export const getTemplate = (id: number) => call(templateApi.get, { query: { id } });
/** One template as the editor opens it; `initial` (the answer of a create or copy) opens it without asking again. */
export const useTemplate = (id: number, initial?: TemplateDetail) =>
  useQuery({ queryKey: templateKeys.detail(id), queryFn: () => getTemplate(id), initialData: initial, staleTime: Infinity, gcTime: 0 });

/** The catalogue of bindable fields for a kind, with the samples a template shows. */
export const useFieldCatalogue = (kind: DocKind) =>
  useQuery({ queryKey: templateKeys.fields(kind), queryFn: () => call(templateApi.fields, { query: { kind } }), staleTime: 300_000 });

export const useCreateTemplate = () => useRefreshingMutation((body: CreateTemplateBody) => call(templateApi.create, { body }), templateKeys.all);
export const useCopyTemplate = () => useRefreshingMutation((body: CopyTemplateBody) => call(templateApi.copy, { body }), templateKeys.all);
export const useDeleteTemplate = () => useRefreshingMutation((id: number) => call(templateApi.remove, { query: { id } }), templateKeys.all);

/** Silent: a revision conflict (409) is answered with its own dialog, other refusals by the caller. */
export const saveTemplate = (body: UpdateTemplateBody) => call(templateApi.update, { body }, { silent: true });

/** Silent: a refusal (unknown fields, nothing to publish) is shown in a dialog that stays until read. */
export const publishTemplate = (id: number) => call(templateApi.publish, { body: { id } }, { silent: true });

export function uploadDocx(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(templateApi.uploadDocx, { params: { id }, file: form });
}
