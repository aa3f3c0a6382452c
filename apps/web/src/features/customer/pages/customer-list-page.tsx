import { UploadOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Access, useAccess } from '../../../components/access';
import { useListFilters } from '../../../components/list/use-paging';
import { SearchForm } from '../../../components/list/search-form';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard, ListTable, type ListQuery } from '../../../components/list/list-card';
import { DeleteAction, EditAction, RowActions } from '../../../components/list/row-actions';
import { fetchAllPages, type ExportColumn } from '../../../lib/export-xlsx';
import { ExportButton } from '../../../components/list/export-button';
import { ImportDialog, type ImportSpec } from '../components/import-dialog';

type Page<Row> = { list: Row[]; total: number };
type Paged<F> = F & { current: number; size: number };

interface CustomerListPageProps<Row extends { id: number; name: string }, F extends object> {
  /** 个人客户 or 机构客户: the title, and the word in the export, delete and empty messages. */
  noun: string;
  /** The create button's words. */
  createLabel: string;
  /** What the empty list says when no customer matches the filters. */
  noMatch: string;
  searchName: string;
  /** The filter fields of the search row. */
  filterFields: ReactNode;
  toFilters: (v: F) => F;
  usePage: (q: Paged<F>) => ListQuery<Row>;
  getPage: (q: Paged<F>) => Promise<Page<Row>>;
  useDelete: () => { mutateAsync: (id: number) => Promise<unknown> };
  importSpec: ImportSpec;
  exportColumns: ExportColumn<Row>[];
  columns: TableColumnsType<Row>;
  scrollX: number;
  dialog: (row: Row | null, onClose: () => void) => ReactNode;
}

/** A customer list (个人客户, 机构客户): search, paged list, add/edit/delete, Excel import with a per-row report, export. */
export function CustomerListPage<Row extends { id: number; name: string }, F extends object>(p: CustomerListPageProps<Row, F>) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<F>(p.toFilters);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const list = p.usePage({ current, size, ...filters });
  const remove = p.useDelete();
  const { can } = useAccess();

  return (
    <ListCard
      title={p.noun}
      query={list}
      wrap
      tools={
        <>
          <Access fn="create">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入
            </Button>
          </Access>
          <ExportButton
            noun={p.noun}
            label="导出"
            columns={p.exportColumns}
            fetchAll={(progress) => fetchAllPages((c, s) => p.getPage({ ...filters, current: c, size: s }), progress)}
          />
          <CreateButton onClick={() => setEditing(null)}>{p.createLabel}</CreateButton>
        </>
      }
    >
      <SearchForm name={p.searchName} onSearch={search}>
        {p.filterFields}
      </SearchForm>
      <ListTable<Row>
        query={list}
        scroll={{ x: p.scrollX }}
        empty={filtered ? p.noMatch : can('create') ? `还没有${p.noun}，点击右上角“${p.createLabel}”登记，或用“导入”批量导入` : `还没有${p.noun}`}
        pagination={pagination}
        columns={[
          ...p.columns,
          ...(can('update') || can('delete')
            ? [
                {
                  title: '操作',
                  width: 120,
                  fixed: 'right' as const,
                  render: (_: unknown, r: Row) => (
                    <RowActions>
                      <EditAction onClick={() => setEditing(r)} />
                      <DeleteAction title={`删除${p.noun}“${r.name}”？`} onConfirm={() => remove.mutateAsync(r.id)} success={`${p.noun}已删除`} />
                    </RowActions>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined && p.dialog(editing, () => setEditing(undefined))}
      {importing && <ImportDialog spec={p.importSpec} onClose={() => setImporting(false)} />}
    </ListCard>
  );
}
