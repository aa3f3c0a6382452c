import { PlusOutlined } from '@ant-design/icons';
import { PLATFORM_TENANT_ID, TENANT_STATUSES, type TenantRow } from '@notaria/contracts';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { parseTime } from '../../../utils/time';
import { getAllTenants, useTenantPage } from '../api/get-tenant-page';
import { useDeleteTenant, useSetTenantStatus } from '../api/save-tenant';
import { TenantDialog } from '../components/tenant-dialog';
import { TENANT_EXPORT_COLUMNS } from '../export-tenants';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';

type Status = keyof typeof TENANT_STATUSES;
interface SearchValues {
  name?: string;
  status?: Status;
}

/** 机构管理 (super administrator): organisations with create, edit, disable/enable and delete. */
export default function TenantPage() {
  const { current, size, pagination, filters, filtered, search } = useListFilters<SearchValues>((v) => ({
    name: v.name?.trim() || undefined,
    status: v.status,
  }));
  const list = useTenantPage({ ...filters, current, size });
  const [editing, setEditing] = useState<TenantRow | null | undefined>(undefined);
  const setStatus = useSetTenantStatus();
  const remove = useDeleteTenant();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tid = params.get('tid');

  const changeStatus = (r: TenantRow, status: Status) => {
    const run = () =>
      setStatus
        .mutateAsync({ id: r.id, status })
        .then(() => void notify.success(status === 'DISABLED' ? `已停用 ${r.name}` : `已启用 ${r.name}`))
        .catch(() => undefined);
    if (status === 'ACTIVE') return void run();
    modal.confirm({
      title: `停用机构「${r.name}」？`,
      content: '停用后该机构的全部用户将无法登录，当前会话立即结束。',
      okText: '停用',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: run,
    });
  };

  return (
    <ListCard
      title="机构管理"
      query={list}
      tools={
        <>
          <ExportButton
            noun="机构"
            measure="个"
            fileName="机构列表"
            columns={TENANT_EXPORT_COLUMNS}
            disabled={!list.data?.total}
            fetchAll={() => getAllTenants(filters)}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建机构
          </Button>
        </>
      }
    >
      <SearchForm<SearchValues> submitLabel="搜索" noReset onSearch={search}>
        <TextFilter name="name" label="机构名称" placeholder="机构名称" />
        <SelectFilter
          name="status"
          label="状态"
          aria-label="状态筛选"
          width={110}
          options={Object.entries(TENANT_STATUSES).map(([value, label]) => ({ value, label }))}
        />
      </SearchForm>
      <ListTable<TenantRow>
        size="middle"
        query={list}
        empty={filtered ? '没有符合条件的机构，请调整搜索条件' : '还没有机构，点击右上角「新建机构」添加'}
        pagination={pagination}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '机构名称', dataIndex: 'name' },
          { title: '简称', dataIndex: 'alias', width: 110 },
          { title: '联系人', dataIndex: 'contact', width: 100, render: (v: string) => v || '—' },
          { title: '联系电话', dataIndex: 'phone', width: 140, render: (v: string) => v || '—' },
          { title: '用户数', dataIndex: 'userCount', width: 80, align: 'right' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (v: string) => <Tag color={v === 'ACTIVE' ? 'green' : 'default'}>{TENANT_STATUSES[v as Status] ?? v}</Tag>,
          },
          { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (v: string) => parseTime(v) },
          {
            title: '操作',
            key: 'actions',
            width: 280,
            render: (_, r) => (
              <RowActions>
                {String(r.id) === tid ? (
                  <LinkAction disabled>当前查看</LinkAction>
                ) : (
                  <LinkAction disabled={r.status !== 'ACTIVE'} onClick={() => navigate(`/dashboard?tid=${r.id}`)}>
                    进入
                  </LinkAction>
                )}
                <EditAction fn={false} icon onClick={() => setEditing(r)} />
                {r.id === PLATFORM_TENANT_ID ? (
                  <LinkAction disabledReason="平台机构承载超级管理员，不能停用或删除">停用</LinkAction>
                ) : r.status === 'ACTIVE' ? (
                  <LinkAction danger onClick={() => changeStatus(r, 'DISABLED')}>
                    停用
                  </LinkAction>
                ) : (
                  <LinkAction onClick={() => changeStatus(r, 'ACTIVE')}>启用</LinkAction>
                )}
                {r.id !== PLATFORM_TENANT_ID && (
                  <DeleteAction
                    fn={false}
                    icon
                    title={`删除机构「${r.name}」？`}
                    description="删除后机构从列表中隐藏，其业务记录保留"
                    disabledReason={r.status === 'ACTIVE' ? '请先停用机构再删除' : undefined}
                    onConfirm={() => remove.mutateAsync(r.id)}
                    success={`已删除 ${r.name}`}
                  />
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <TenantDialog open={editing !== undefined} tenant={editing ?? null} onClose={() => setEditing(undefined)} />
    </ListCard>
  );
}
