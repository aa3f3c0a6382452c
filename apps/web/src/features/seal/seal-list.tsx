import type { Seal } from '@notaria/contracts';
import { Image, Typography } from 'antd';
import { useState } from 'react';
import { CreateButton } from '../../components/list/create-button';
import { ListCard, ListTable } from '../../components/list/list-card';
import { fitColumns } from '../../components/list/table-layout';
import { EditAction, RowActions } from '../../components/list/row-actions';
import { SearchForm, SelectFilter, TextFilter } from '../../components/list/search-form';
import { useListFilters } from '../../components/list/use-paging';
import { useSeals, useStoredImage, type SealFilters } from './api';
import { SEAL_KIND_OPTIONS, SEAL_STATUS_OPTIONS, SealStatusTag, sealKindLabel, sealTypeLabel } from './labels';
import { SealDialog } from './seal-dialog';

const toFilters = (v: SealFilters): SealFilters => ({ name: v.name?.trim() || undefined, kind: v.kind || undefined, status: v.status || undefined });

function SealImage({ url }: { url: string }) {
  const src = useStoredImage(url);
  if (!url) return <Typography.Text type="secondary">—</Typography.Text>;
  return src ? <Image src={src} alt="印模" width={40} height={40} style={{ objectFit: 'contain' }} /> : null;
}

const validity = (s: Seal) => (s.validFrom || s.validTo ? `${s.validFrom ?? '—'} 至 ${s.validTo ?? '长期'}` : '长期有效');

/** 印章: the office's seals with type, owner, keeper, impression, status and validity; 新增 and 编辑 by function. */
export function SealList() {
  const { current, size, pagination, filters, filtered, search } = useListFilters<SealFilters>(toFilters, '枚');
  const list = useSeals({ current, size, ...filters });
  const [editing, setEditing] = useState<Seal | null | undefined>(undefined);
  return (
    <ListCard
      title="印章"
      query={list}
      tools={
        <CreateButton fn="add" onClick={() => setEditing(null)}>
          新增印章
        </CreateButton>
      }
    >
      <SearchForm<SealFilters> name="seal-filter" onSearch={search}>
        <TextFilter name="name" label="印章名称" width={180} />
        <SelectFilter name="kind" label="类别" aria-label="类别" width={120} options={SEAL_KIND_OPTIONS} />
        <SelectFilter name="status" label="状态" aria-label="状态" width={100} options={SEAL_STATUS_OPTIONS} />
      </SearchForm>
      <ListTable<Seal>
        query={list}
        pagination={pagination}
        empty={filtered ? '没有符合条件的印章，请调整查询条件' : '本处还没有登记印章，点击“新增印章”登记'}
        {...fitColumns<Seal>([
          { title: '印模', dataIndex: 'imageUrl', width: 72, render: (u: string) => <SealImage url={u} /> },
          { title: '印章名称', dataIndex: 'name', ellipsis: true },
          { title: '类型', dataIndex: 'sealType', width: 120, render: (t: string) => sealTypeLabel(t) },
          { title: '类别', dataIndex: 'kind', width: 90, render: (k: string) => sealKindLabel(k) },
          { title: '所属人', dataIndex: 'ownerName', width: 90, render: (n: string) => n || '本处' },
          { title: '保管人', dataIndex: 'keeperName', width: 90, render: (n: string) => n || '—' },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: Seal['status']) => <SealStatusTag status={s} /> },
          { title: '有效期', key: 'validity', width: 200, render: (_, s) => validity(s) },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, s) => (
              <RowActions>
                <EditAction onClick={() => setEditing(s)} />
              </RowActions>
            ),
          },
        ])}
      />
      {editing !== undefined && <SealDialog seal={editing} onClose={() => setEditing(undefined)} />}
    </ListCard>
  );
}
