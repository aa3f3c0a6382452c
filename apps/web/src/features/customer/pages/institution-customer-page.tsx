import { UploadOutlined } from '@ant-design/icons';
import { INSTITUTION_IMPORT_COLUMNS, type InstitutionCustomerRow } from '@notaria/contracts';
import { Button, Card, Form, Space, Table } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../app/routes';
import { Access, useAccess } from '../../../components/access';
import { useListFilters } from '../../../components/list/use-paging';
import { SearchForm, TextFilter } from '../../../components/list/search-form';
import { CreateButton } from '../../../components/list/create-button';
import { RefreshButton } from '../../../components/list/refresh-button';
import { DeleteAction, EditAction, RowActions } from '../../../components/list/row-actions';
import { fetchAllPages, type ExportColumn } from '../../../lib/export-xlsx';
import { ExportButton } from '../../../components/list/export-button';
import { parseTime } from '../../../utils/time';
import { useDeleteInstitution } from '../api/delete-institution';
import { getInstitutionPage, useInstitutionPage } from '../api/get-institution-page';
import { ImportDialog, type ImportSpec } from '../components/import-dialog';
import { InstitutionDialog } from '../components/institution-dialog';
import { idTypeLabel } from '../labels';

interface Filters {
  keyword?: string;
  name?: string;
  creditCode?: string;
}

const IMPORT: ImportSpec = {
  kind: 'institution', noun: '机构客户', columns: INSTITUTION_IMPORT_COLUMNS, required: ['机构名称', '统一社会信用代码'], textColumns: ['统一社会信用代码', '法定代表人证件号码', '联系电话'],
};

const EXPORT_COLUMNS: ExportColumn<InstitutionCustomerRow>[] = [
  { title: '机构名称', value: (r) => r.name, width: 30 },
  { title: '统一社会信用代码', value: (r) => r.creditCode, width: 22 },
  { title: '证照类型', value: (r) => r.licenceType, width: 14 },
  { title: '法定代表人', value: (r) => r.legalRepName, width: 12 },
  { title: '法定代表人证件类型', value: (r) => (r.legalRepIdType ? idTypeLabel(r.legalRepIdType) : ''), width: 16 },
  { title: '法定代表人证件号码', value: (r) => r.legalRepIdNumber, width: 22 },
  { title: '地址', value: (r) => r.address, width: 30 },
  { title: '联系人', value: (r) => r.contactName, width: 12 },
  { title: '联系电话', value: (r) => r.contactPhone, width: 16 },
  { title: '备注', value: (r) => r.remark, width: 20 },
  { title: '登记时间', value: (r) => parseTime(r.createdAt), width: 20 },
];

const clean = (v: Filters): Filters => ({ keyword: v.keyword?.trim() || undefined, name: v.name?.trim() || undefined, creditCode: v.creditCode?.trim().toUpperCase() || undefined });

/** 机构客户: search, paged list, add/edit/delete, Excel import with a per-row report, export. */
export default function InstitutionCustomerPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<Filters>(clean);
  const [editing, setEditing] = useState<InstitutionCustomerRow | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [form] = Form.useForm<Filters>();
  const { data, isPending, isFetching, refetch } = useInstitutionPage({ current, size, ...filters });
  const remove = useDeleteInstitution();
  const { can } = useAccess();

  return (
    <Card
      title="机构客户"
      extra={
        <Space wrap>
          <RefreshButton fetching={isFetching && !isPending} onRefresh={refetch} />
          <Access fn="create">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入
            </Button>
          </Access>
          <ExportButton noun="机构客户" label="导出" columns={EXPORT_COLUMNS} fetchAll={(progress) => fetchAllPages((c, s) => getInstitutionPage({ ...filters, current: c, size: s }), progress)} />
          <CreateButton onClick={() => setEditing(null)}>新增机构</CreateButton>
        </Space>
      }
    >
      <SearchForm form={form} name="institutionSearch" onSearch={search}>
        <TextFilter name="keyword" label="关键字" placeholder="名称、信用代码或联系人" width={220} />
        <TextFilter name="name" label="机构名称" placeholder="可输入部分名称" width={200} />
        <TextFilter name="creditCode" label="统一社会信用代码" placeholder="18 位代码" width={200} />
        </SearchForm>
      <Table<InstitutionCustomerRow>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list ?? []}
        scroll={{ x: 1440 }}
        locale={{ emptyText: filtered ? '没有符合条件的机构，请调整查询条件' : can('create') ? '还没有机构客户，点击右上角“新增机构”登记，或用“导入”批量导入' : '还没有机构客户' }}
        pagination={pagination(data?.total)}
        columns={[
          { title: '机构名称', dataIndex: 'name', width: 220, fixed: 'left', ellipsis: true },
          { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
          { title: '证照类型', dataIndex: 'licenceType', width: 110, render: (v: string) => v || '—' },
          { title: '法定代表人', dataIndex: 'legalRepName', width: 100, render: (v: string) => v || '—' },
          { title: '联系人', dataIndex: 'contactName', width: 90, render: (v: string) => v || '—' },
          { title: '联系电话', dataIndex: 'contactPhone', width: 130, render: (v: string) => v || '—' },
          { title: '地址', dataIndex: 'address', width: 240, ellipsis: true, render: (v: string) => v || '—' },
          { title: '登记时间', dataIndex: 'createdAt', width: 170, render: (v: string) => parseTime(v) },
          ...(can('update') || can('delete')
            ? [
                {
                  title: '操作',
                  width: 120,
                  fixed: 'right' as const,
                  render: (_: unknown, r: InstitutionCustomerRow) => (
                    <RowActions>
                      <EditAction onClick={() => setEditing(r)} />
                      <DeleteAction title={`删除机构客户“${r.name}”？`} onConfirm={() => remove.mutateAsync(r.id)} success="机构客户已删除" />
                    </RowActions>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined && <InstitutionDialog row={editing} onClose={() => setEditing(undefined)} />}
      {importing && <ImportDialog spec={IMPORT} onClose={() => setImporting(false)} />}
    </Card>
  );
}
