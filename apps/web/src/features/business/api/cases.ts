import type {
  AdditionalBody,
  AppendFeesBody,
  EditPartiesBody,
  SmsOutboxRow,
  SmsSettingBody,
  TransferApplyBody,
  TransferDecisionBody,
  CaseAction,
  CaseDetail,
  CasePageQuery,
  CaseRow,
  CaseTransitionBody,
  CreateCaseBody,
  DictWithItems,
  InstitutionCustomerRow,
  IntakeForm,
  ItemNode,
  PageResult,
  PersonalCustomerRow,
  RoleOption,
  UserOption,
} from '@notaria/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type CaseFilter = Omit<CasePageQuery, 'current' | 'size'>;

export const caseKeys = {
  all: ['business'] as const,
  page: (q: CasePageQuery) => ['business', 'page', q] as const,
  detail: (id: number) => ['business', 'detail', id] as const,
};

export const getCasePage = (q: CasePageQuery) => request<PageResult<CaseRow>>({ url: '/business/page', params: { ...q } });
export const getCase = (id: number) => request<CaseDetail>({ url: '/business', params: { id } });
export const createCase = (body: CreateCaseBody) => request<CaseDetail>({ url: '/business', method: 'POST', data: body });
export const transitionCase = (action: CaseAction, body: CaseTransitionBody) => request<CaseDetail>({ url: `/business/${action}`, method: 'PUT', data: body });

export const requestAdditional = (body: AdditionalBody) => request<CaseDetail>({ url: '/business/additional', method: 'PUT', data: body });
export const receiveAdditional = (id: number) => request<CaseDetail>({ url: '/business/additional/received', method: 'PUT', data: { id } });

export const editParties = (body: EditPartiesBody) => request<CaseDetail>({ url: '/business/parties', method: 'PUT', data: body });
export const appendFees = (body: AppendFeesBody) => request<CaseDetail>({ url: '/business/fees', method: 'POST', data: body });
export const confirmFees = (id: number) => request<CaseDetail>({ url: '/business/fees/confirm', method: 'PUT', data: { id } });
export const setSmsEvents = (body: SmsSettingBody) => request<CaseDetail>({ url: '/business/smsSetting', method: 'PUT', data: body });
export const applyTransfer = (body: TransferApplyBody) => request<CaseDetail>({ url: '/business/transferApply', method: 'PUT', data: body });
export const approveTransfer = (body: TransferDecisionBody) => request<CaseDetail>({ url: '/business/transferApprove', method: 'PUT', data: body });
export const rejectTransfer = (body: TransferDecisionBody) => request<CaseDetail>({ url: '/business/transferReject', method: 'PUT', data: body });

export const useSmsOutbox = (id: number) =>
  useQuery({ queryKey: ['business', 'sms-outbox', id], queryFn: () => request<SmsOutboxRow[]>({ url: '/business/sms-outbox', params: { id } }) });

export const useCasePage = (q: CasePageQuery, enabled = true) =>
  useQuery({ queryKey: caseKeys.page(q), queryFn: () => getCasePage(q), placeholderData: keepPreviousData, enabled });

export const useCase = (id: number | null) => useQuery({ queryKey: caseKeys.detail(id ?? 0), queryFn: () => getCase(id!), enabled: !!id });

/** Case mutations refresh every case list and detail; refusals are shown by the request layer. */
export function useCreateCase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCase, onSuccess: () => client.invalidateQueries({ queryKey: caseKeys.all }) });
}

export function useTransition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: CaseAction; body: CaseTransitionBody }) => transitionCase(action, body),
    onSuccess: (detail) => {
      client.setQueryData(caseKeys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}

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

// Master data the wizard and the search need.
export const useItemTree = () =>
  useQuery({ queryKey: ['notarization-item', 'tree', 'enabled'], queryFn: () => request<ItemNode[]>({ url: '/notarization-item/tree', params: { enabledOnly: true } }), staleTime: 60_000 });

export const getIntakeForm = (itemId: number) => request<IntakeForm>({ url: '/notarization-item/intake-form', params: { itemId } });

export const searchPersons = (keyword: string) =>
  request<PageResult<PersonalCustomerRow>>({ url: '/customer/personal/page', params: { keyword, current: 1, size: 20 } }).then((p) => p.list);
export const searchInstitutions = (keyword: string) =>
  request<PageResult<InstitutionCustomerRow>>({ url: '/customer/institution/page', params: { keyword, current: 1, size: 20 } }).then((p) => p.list);

/** Active users holding the role with `code` (e.g. notary), or every active user without one. */
async function usersWithRole(code?: string): Promise<UserOption[]> {
  if (!code) return request<UserOption[]>({ url: '/user/select' });
  const roles = await request<RoleOption[]>({ url: '/role/select' });
  const role = roles.find((r) => r.code === code);
  if (!role) return [];
  return request<UserOption[]>({ url: '/user/select', params: { roleId: role.id } });
}

export const useUsersWithRole = (code?: string) => useQuery({ queryKey: ['user', 'select', 'role', code ?? ''], queryFn: () => usersWithRole(code), staleTime: 60_000 });

/** The enabled options of a dictionary (`GET /dict?key=`), as select options; the value falls back to the name. */
export const useDictOptions = (key: string) =>
  useQuery({
    queryKey: ['dict', 'options', key],
    queryFn: () => request<DictWithItems>({ url: '/dict', params: { key }, silent: true }),
    select: (d) => d.items.map((i) => ({ value: i.value || i.name, label: i.name })),
    staleTime: 300_000,
  });
