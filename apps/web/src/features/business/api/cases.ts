import {
  businessApi,
  customerApi,
  dictApi,
  itemApi,
  roleApi,
  userApi,
  type AdditionalBody,
  type AppendFeesBody,
  type EditPartiesBody,
  type SmsSettingBody,
  type TransferApplyBody,
  type TransferDecisionBody,
  type CaseAction,
  type CaseDetail,
  type CasePageQuery,
  type CaseTransitionBody,
  type CreateCaseBody,
  type UserOption,
} from '@notaria/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type CaseFilter = Omit<CasePageQuery, 'current' | 'size'>;

export const caseKeys = {
  all: ['business'] as const,
  page: (q: CasePageQuery) => ['business', 'page', q] as const,
  detail: (id: number) => ['business', 'detail', id] as const,
};

export const getCasePage = (q: CasePageQuery) => call(businessApi.page, { query: q });
export const getCase = (id: number) => call(businessApi.get, { query: { id } });
export const createCase = (body: CreateCaseBody) => call(businessApi.create, { body });
export const transitionCase = (action: CaseAction, body: CaseTransitionBody) => call(businessApi[action], { body });

export const requestAdditional = (body: AdditionalBody) => call(businessApi.requestAdditional, { body });
export const receiveAdditional = (id: number) => call(businessApi.receiveAdditional, { body: { id } });

export const editParties = (body: EditPartiesBody) => call(businessApi.editParties, { body });
export const appendFees = (body: AppendFeesBody) => call(businessApi.appendFees, { body });
export const confirmFees = (id: number) => call(businessApi.confirmFees, { body: { id } });
export const setSmsEvents = (body: SmsSettingBody) => call(businessApi.setSmsEvents, { body });
export const applyTransfer = (body: TransferApplyBody) => call(businessApi.applyTransfer, { body });
export const approveTransfer = (body: TransferDecisionBody) => call(businessApi.approveTransfer, { body });
export const rejectTransfer = (body: TransferDecisionBody) => call(businessApi.rejectTransfer, { body });

export const useSmsOutbox = (id: number) =>
  useQuery({ queryKey: ['business', 'sms-outbox', id], queryFn: () => call(businessApi.smsOutbox, { query: { id } }) });

export const useCasePage = (q: CasePageQuery, enabled = true) =>
  useQuery({ queryKey: caseKeys.page(q), queryFn: () => getCasePage(q), placeholderData: keepPreviousData, enabled });

export const useCase = (id: number | null) => useQuery({ queryKey: caseKeys.detail(id ?? 0), queryFn: () => getCase(id!), enabled: !!id });

/** Case mutations refresh every case list and detail; refusals are shown by the request layer. */
export const useCreateCase = () => useRefreshingMutation(createCase, caseKeys.all);

/** Steps that are not status changes (补充材料, parties, fees, SMS, transfers): the case and lists change the same way. */
export function useCaseStep<A>(fn: (arg: A) => Promise<CaseDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      client.setQueryData(caseKeys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}

export const useTransition = () => useCaseStep(({ action, body }: { action: CaseAction; body: CaseTransitionBody }) => transitionCase(action, body));

// Master data the wizard and the search need.
export const useItemTree = () =>
  useQuery({ queryKey: ['notarization-item', 'tree', 'enabled'], queryFn: () => call(itemApi.tree, { query: { enabledOnly: true } }), staleTime: 60_000 });

export const getIntakeForm = (itemId: number) => call(itemApi.intakeForm, { query: { itemId } });

export const searchPersons = (keyword: string) => call(customerApi.personalPage, { query: { keyword, current: 1, size: 20 } }).then((p) => p.list);
export const searchInstitutions = (keyword: string) => call(customerApi.institutionPage, { query: { keyword, current: 1, size: 20 } }).then((p) => p.list);

/** Active users holding the role with `code` (e.g. notary), or every active user without one. */
async function usersWithRole(code?: string): Promise<UserOption[]> {
  if (!code) return call(userApi.select, { query: {} });
  const roles = await call(roleApi.select);
  const role = roles.find((r) => r.code === code);
  if (!role) return [];
  return call(userApi.select, { query: { roleId: role.id } });
}

export const useUsersWithRole = (code?: string) =>
  useQuery({ queryKey: ['user', 'select', 'role', code ?? ''], queryFn: () => usersWithRole(code), staleTime: 60_000 });

/** The enabled options of a dictionary (`GET /dict?key=`), as select options; the value falls back to the name. */
export const useDictOptions = (key: string) =>
  useQuery({
    queryKey: ['dict', 'options', key],
    queryFn: () => call(dictApi.byKey, { query: { key } }, { silent: true }),
    select: (d) => d.items.map((i) => ({ value: i.value || i.name, label: i.name })),
    staleTime: 300_000,
  });
