import { userApi, type UserOption } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { call } from '../../lib/api';

/**
 * The office's active users (`GET /user/select`), once per minute for every picker. `silent`: a refusal is
 * not shown (a filter that also takes what is typed).
 */
export const useUserOptions = ({ enabled = true, silent = false }: { enabled?: boolean; silent?: boolean } = {}) =>
  useQuery({
    queryKey: ['user', 'select'],
    queryFn: () => call(userApi.select, { query: {} }, { silent }),
    enabled,
    staleTime: 60_000,
    ...(silent ? { retry: false } : {}),
  });

/** 姓名（部门）, found by name, account or department. */
export const userOption = (u: UserOption) => ({
  value: u.id,
  label: u.deptName ? `${u.name}（${u.deptName}）` : u.name,
  search: `${u.name} ${u.account} ${u.deptName}`,
});

/** A Select of the office's users by id; inside a Form.Item it takes the field's value and onChange. */
export function UserPicker({
  enabled = true,
  ...props
}: Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch' | 'optionFilterProp'> & { enabled?: boolean }) {
  const users = useUserOptions({ enabled });
  return <Select<number> showSearch={{ optionFilterProp: 'search' }} loading={users.isLoading} options={(users.data ?? []).map(userOption)} {...props} />;
}
