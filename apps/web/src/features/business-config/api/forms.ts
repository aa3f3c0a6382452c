import type {
  CreateFormBody,
  FormDetail,
  FormPageQuery,
  FormRow,
  FormVersionDetail,
  PageResult,
  PublishFormBody,
  SaveFormBody,
} from '@notaria/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { formKeys } from './keys';

export const getFormPage = (q: FormPageQuery) => request<PageResult<FormRow>>({ url: '/form/page', params: { ...q } });
export const getForm = (id: number) => request<FormDetail>({ url: '/form', params: { id } });
export const getFormVersion = (id: number, version: number) => request<FormVersionDetail>({ url: '/form/version', params: { id, version } });
export const createForm = (body: CreateFormBody) => request<FormDetail>({ url: '/form', method: 'POST', data: body });
export const saveForm = (body: SaveFormBody) => request<FormDetail>({ url: '/form', method: 'PUT', data: body });
export const publishForm = (body: PublishFormBody) => request<FormDetail>({ url: '/form/publish', method: 'PUT', data: body });
export const deleteForm = (id: number) => request<null>({ url: '/form', method: 'DELETE', params: { id } });

export const useFormPage = (q: FormPageQuery) =>
  useQuery({ queryKey: formKeys.page(q), queryFn: () => getFormPage(q), placeholderData: keepPreviousData });

export const useFormDetail = (id: number | null) =>
  useQuery({ queryKey: formKeys.detail(id ?? 0), queryFn: () => getForm(id!), enabled: id !== null, staleTime: 0 });

/** Published forms for the item configuration picker (the first 100 are plenty for one office). */
export const usePublishedForms = (enabled = true) =>
  useQuery({ queryKey: formKeys.published, queryFn: () => getFormPage({ current: 1, size: 100, status: 'PUBLISHED' }), enabled });

export const useFormVersion = (id: number | null, version: number | null) =>
  useQuery({
    queryKey: formKeys.version(id ?? 0, version ?? 0),
    queryFn: () => getFormVersion(id!, version!),
    enabled: id !== null && version !== null,
    staleTime: Infinity,
  });

function useFormMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }) });
}

export const useCreateForm = () => useFormMutation(createForm);
export const useSaveForm = () => useFormMutation(saveForm);
export const usePublishForm = () => useFormMutation(publishForm);
export const useDeleteForm = () => useFormMutation(deleteForm);
