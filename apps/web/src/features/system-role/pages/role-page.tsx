import { ALL, type RoleRow } from '@notaria/contracts';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { DeleteAction, EditAction, RowActions } from '../../../components/list/row-actions';
import { useAccess } from '../../../components/access';
import { parseTime } from '../../../utils/time';
import { getAllRoles, useRolePage } from '../api/get-role-page';
import { useDeleteRole } from '../api/save-role';
import { RoleDialog } from '../components/role-dialog';
import { ROLE_EXPORT_COLUMNS } from '../export-roles';
import { ExportButton } from '../../../components/list/export-button';

interface SearchValues {
  name?: string;
  code?: string;
}

const isAll = (r: RoleRow) => r.permissions.includes(ALL);

/** 角色管理: roles with their authority tree. The built-in 管理员 role holds 全部权限 and is not editable. */
export default function RolePage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<SearchValues>((v) => ({
    name: v.name?.trim() || undefined,
    code: v.code?.trim() || undefined,
  }));
  const list = useRolePage({ ...filters, current, size });
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const remove = useDeleteRole();
  const { can } = useAccess();

  return (
    <ListCard
      title="角色管理"
      query={list}
      tools={
        <>
          <ExportButton
            noun="角色"
            measure="个"
            fileName="角色列表"
            columns={ROLE_EXPORT_COLUMNS}
            disabled={!list.data?.total}
            fetchAll={() => getAllRoles(filters)}
          />
          <CreateButton onClick={() => setEditing(null)}>新增角色</CreateButton>
        </>
      }
    >
      <SearchForm<SearchValues> submitLabel="搜索" noReset onSearch={search}>
        <TextFilter name="name" label="角色名称" placeholder="角色名称" />
        <TextFilter name="code" label="角色编码" placeholder="角色编码" />
      </SearchForm>
      <ListTable<RoleRow>
        size="middle"
        query={list}
        empty={filtered ? '没有符合条件的角色，请调整搜索条件' : can('create') ? '还没有角色，点击右上角「新增角色」添加' : '还没有角色'}
        pagination={pagination}
        columns={[
          {
            title: '角色名称',
            dataIndex: 'name',
            width: 180,
            render: (v: string, r) => (
              <Space size={4}>
                {v}
                {r.builtin && <Tag color="gold">内置</Tag>}
              </Space>
            ),
          },
          { title: '角色编码', dataIndex: 'code', width: 140 },
          { title: '描述', dataIndex: 'description', render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text> },
          {
            title: '权限',
            width: 120,
            render: (_, r) => (isAll(r) ? <Tag color="red">全部权限</Tag> : <span>{r.permissions.length} 项</span>),
          },
          { title: '用户数', dataIndex: 'userCount', width: 90, align: 'right' },
          { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (v: string) => parseTime(v) },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            render: (_, r) =>
              isAll(r) ? (
                <Typography.Text type="secondary">内置角色拥有全部权限，不可修改</Typography.Text>
              ) : (
                <RowActions>
                  <EditAction icon onClick={() => setEditing(r)} />
                  <DeleteAction
                    icon
                    title={`删除角色「${r.name}」？`}
                    description={r.userCount > 0 ? `仍有 ${r.userCount} 名用户属于该角色，需先调整他们的角色` : '删除后不可恢复。'}
                    disabledReason={r.builtin ? '内置角色不能删除' : undefined}
                    onConfirm={() => remove.mutateAsync(r.id)}
                    success={`已删除 ${r.name}`}
                  />
                </RowActions>
              ),
          },
        ]}
      />
      <RoleDialog open={editing !== undefined} role={editing ?? null} onClose={() => setEditing(undefined)} />
    </ListCard>
  );
}
