import {
  APPROVER_TYPES,
  DeptNode,
  FLOW_CATEGORIES,
  NUMBER_STATUSES,
  RESET_CYCLES,
  TENANT_STATUSES,
  DictEntry,
  FlowRow,
  LOG_ACTIONS,
  LOG_MODULES,
  NumberRuleRow,
  RoleRow,
  TenantRow,
  UserRow,
} from '@notaria/contracts';

export const RESULT_LABELS: Record<string, string> = { SUCCESS: '成功', FAILURE: '失败' };

export const moduleLabel = (m: string) => LOG_MODULES[m] ?? m;
export const actionLabel = (a: string) => LOG_ACTIONS[a] ?? a;
export const resultLabel = (r: string) => RESULT_LABELS[r] ?? r;

const titlesOf = (schema: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((schema as { properties?: Record<string, { title?: string }> }).properties ?? {}).flatMap(([k, v]) => (v.title ? [[k, v.title]] : [])),
  );

/** Field titles of each module's records, taken from the contracts' schemas. */
const FIELD_TITLES: Record<string, Record<string, string>> = {
  number: titlesOf(NumberRuleRow),
  dict: titlesOf(DictEntry),
  flow: titlesOf(FlowRow),
  user: titlesOf(UserRow),
  role: titlesOf(RoleRow),
  dept: titlesOf(DeptNode),
  tenant: titlesOf(TenantRow),
};
const COMMON: Record<string, string> = { password: '密码', passwordHash: '密码', parentId: '上级', headUserId: '负责人', status: '状态', reason: '原因' };

/** The Chinese name of a changed field, or null when none is known. */
export const fieldTitle = (module: string, field: string): string | null => FIELD_TITLES[module]?.[field] ?? COMMON[field] ?? null;

/** Enum values shown by their Chinese names (the diff keeps the stored keys). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  resetCycle: RESET_CYCLES,
  category: FLOW_CATEGORIES,
  approverType: APPROVER_TYPES,
  status: { ...NUMBER_STATUSES, ...TENANT_STATUSES },
};

export const valueLabel = (field: string, value: unknown): unknown =>
  typeof value === 'string' && VALUE_LABELS[field]?.[value] ? VALUE_LABELS[field][value] : value;
