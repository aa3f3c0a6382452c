import { KeyOutlined, SignatureOutlined } from '@ant-design/icons';
import type { UserPageQuery, UserRow } from '@notaria/contracts';
import { App, Card, Form, Space, Switch, Tag, TreeSelect, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { scrollX } from '../../../components/list/table-layout';
import { useAccess } from '../../../components/access';
import { notify } from '../../../lib/notify';
import { isSuperAdmin, useSession } from '../../../stores/session-store';
import { parseTime } from '../../../utils/time';
import { toDeptTreeOptions, useDeptSelect } from '../../../lib/dept-select';
import { useRoleSelect } from '../../../lib/role-select';
import { useDeleteUser } from '../api/delete-user';
import { getAllUsers, useUserPage, type UserFilter } from '../api/get-user-page';
import { useSetUserActivated } from '../api/set-user-activated';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { SignatureDialog } from '../components/signature-dialog';
import { UserDialog } from '../components/user-dialog';
import { USER_EXPORT_COLUMNS } from '../export-users';
import { ExportButton } from '../../../components/list/export-button';

export const DEACTIVATE_WARNING = '停用后该用户将无法登录，当前会话立即结束';

interface SearchValues {
  name?: string;
  account?: string;
  phone?: string;
  deptId?: number;
  roleId?: number;
  activated?: 'true' | 'false';
}

/** The search form's values as query filters: trimmed, empty ones left out. */
export function toFilter(v: SearchValues): UserFilter {
  const f: UserFilter = {};
  const name = v.name?.trim();
  const account = v.account?.trim();
  const phone = v.phone?.trim();
  if (name) f.name = name;
  if (account) f.account = account;
  if (phone) f.phone = phone;
  if (v.deptId) f.deptId = v.deptId;
  if (v.roleId) f.roleId = v.roleId;
  if (v.activated) f.activated = v.activated === 'true';
  return f;
}

/** 账号管理: search, page, create/edit, activate, signatures, password reset, delete and .xlsx export. */
export default function AccountPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters(toFilter);
  const query: UserPageQuery = { ...filters, current, size };
  const list = useUserPage(query);
  const depts = useDeptSelect();
  const roles = useRoleSelect();
  const deptTree = useMemo(() => toDeptTreeOptions(depts.data ?? []), [depts.data]);
  const user = useSession((s) => s.user);
  const superAdmin = isSuperAdmin(user);
  const { can } = useAccess();
  const { modal } = App.useApp();

  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [signId, setSignId] = useState<number | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const remove = useDeleteUser();
  const activate = useSetUserActivated();
  // The dialog reads the row from the refreshed list so a saved image shows at once.
  const signUser = list.data?.list.find((u) => u.id === signId) ?? null;

  const toggle = (row: UserRow, next: boolean) => {
    const run = async () => {
      await activate.mutateAsync({ id: row.id, activated: next });
      void notify.success(next ? `已启用 ${row.name}` : `已停用 ${row.name}`);
    };
    if (next) return void run().catch(() => undefined);
    modal.confirm({
      title: `停用账号「${row.name}」？`,
      content: DEACTIVATE_WARNING,
      okText: '停用',
      okButtonProps: { danger: true },
      cancelText: '取消',
      // A refusal keeps the switch as it was; the request layer shows the server's message.
      onOk: () => run().catch(() => undefined),
    });
  };

  // Fits 1440 × 900 without scrolling; narrower, it scrolls with 账号 and 操作 fixed.
  const columns: TableColumnsType<UserRow> = [
    { title: '账号', dataIndex: 'account', width: 110, fixed: 'left', ellipsis: true },
    {
      title: '姓名',
      dataIndex: 'name',
      width: 100,
      render: (v: string, r) => (
        <Space size={4}>
          {v}
          {r.mustChangePassword && (
            <Tag color="orange" style={{ marginInlineEnd: 0 }} title="首次登录或密码被重置后须修改密码">
              待改密
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: '部门',
      dataIndex: 'deptName',
      width: 100,
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">未分配</Typography.Text>,
    },
    {
      title: '角色',
      dataIndex: 'roleNames',
      width: 160,
      render: (v: string[]) => (
        <Space size={[0, 4]} wrap>
          {v.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'phone', width: 110, render: (v: string) => v || '—' },
    { title: '执业证号', dataIndex: 'notaryCertNo', width: 130, render: (v: string) => v || '—' },
    {
      title: '签名',
      width: 80,
      render: (_, r) => (
        <Space size={4}>
          <Tag color={r.handwriting ? 'green' : 'default'} style={{ marginInlineEnd: 0 }} title={r.handwriting ? '已上传手写签名' : '未上传手写签名'}>
            手
          </Tag>
          <Tag color={r.signImage ? 'green' : 'default'} style={{ marginInlineEnd: 0 }} title={r.signImage ? '已上传电子签名' : '未上传电子签名'}>
            电
          </Tag>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'activated',
      width: 90,
      render: (v: boolean, r) => (
        <Switch
          aria-label={`${r.name}的启用状态`}
          checked={v}
          checkedChildren="启用"
          unCheckedChildren="停用"
          disabled={!can('update')}
          loading={activate.isPending && activate.variables?.id === r.id}
          onChange={(next) => toggle(r, next)}
        />
      ),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 110, render: (v: string) => <span title={parseTime(v) ?? ''}>{parseTime(v, '{y}-{m}-{d}')}</span> },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, r) => (
        <RowActions wrap>
          <EditAction icon onClick={() => setEditing(r)} />
          {(can('handwrittenSignature') || can('electronicSignature')) && (
            <LinkAction icon={<SignatureOutlined />} onClick={() => setSignId(r.id)}>
              签名
            </LinkAction>
          )}
          <LinkAction fn="update" icon={<KeyOutlined />} onClick={() => setResetting(r)}>
            重置密码
          </LinkAction>
          <DeleteAction icon title={`删除账号「${r.name}」？`} onConfirm={() => remove.mutateAsync(r.id)} success={`已删除 ${r.name}`} />
        </RowActions>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <SearchForm<SearchValues> name="userSearch" submitLabel="搜索" flush onSearch={search}>
          <TextFilter name="name" label="姓名" placeholder="姓名" width={140} />
          <TextFilter name="account" label="账号" placeholder="账号" width={140} />
          <TextFilter name="phone" label="手机号" placeholder="手机号" width={150} />
          <Form.Item name="deptId" label="部门">
            <TreeSelect
              aria-label="部门筛选"
              placeholder="全部部门"
              allowClear
              treeDefaultExpandAll
              treeData={deptTree}
              style={{ width: 160 }}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          <SelectFilter
            name="roleId"
            label="角色"
            aria-label="角色筛选"
            placeholder="全部角色"
            width={140}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
          <SelectFilter
            name="activated"
            label="状态"
            aria-label="状态筛选"
            width={100}
            options={[
              { value: 'true', label: '启用' },
              { value: 'false', label: '停用' },
            ]}
          />
        </SearchForm>
      </Card>
      <ListCard
        title="账号管理"
        query={list}
        tools={
          <>
            <ExportButton
              noun="账号"
              measure="个"
              fileName="账号列表"
              label="导出"
              columns={USER_EXPORT_COLUMNS}
              disabled={!list.data?.total}
              fetchAll={() => getAllUsers(filters)}
            />
            <CreateButton onClick={() => setEditing(null)}>新增账号</CreateButton>
          </>
        }
      >
        <ListTable<UserRow>
          size="middle"
          query={list}
          scroll={{ x: scrollX(columns) }}
          empty={filtered ? '没有符合条件的账号，请调整搜索条件' : can('create') ? '还没有账号，点击右上角「新增账号」添加' : '还没有账号'}
          pagination={pagination}
          columns={columns}
        />
      </ListCard>
      <UserDialog open={editing !== undefined} user={editing} superAdmin={superAdmin} onClose={() => setEditing(undefined)} />
      <SignatureDialog user={signUser} onClose={() => setSignId(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </Space>
  );
}
