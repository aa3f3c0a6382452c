import { formApi, type CreateFormBody, type FormPageQuery, type PublishFormBody, type SaveFormBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { formKeys } from './keys';

export const getFormPage = (q: FormPageQuery) => call(formApi.page, { query: q });
export const getForm = (id: number) => call(formApi.get, { query: { id } });
export const getFormVersion = (id: number, version: number) => call(formApi.version, { query: { id, version } });
export const createForm = (body: CreateFormBody) => call(formApi.create, { body });
export const saveForm = (body: SaveFormBody) => call(formApi.save, { body });
export const publishForm = (body: PublishFormBody) => call(formApi.publish, { body });
export const deleteForm = (id: number) => call(formApi.remove, { query: { id } });

export const useFormPage = (q: FormPageQuery) => useQuery({ queryKey: formKeys.page(q), queryFn: () => getFormPage(q), placeholderData: keepPreviousData });

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

export const useCreateForm = () => useRefreshingMutation(createForm, formKeys.all);
export const useSaveForm = () => useRefreshingMutation(saveForm, formKeys.all);
export const usePublishForm = () => useRefreshingMutation(publishForm, formKeys.all);
export const useDeleteForm = () => useRefreshingMutation(deleteForm, formKeys.all);
