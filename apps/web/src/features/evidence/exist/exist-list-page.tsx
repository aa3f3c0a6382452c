import { CloudUploadOutlined } from '@ant-design/icons';
import { EVIDENCE_STATUS_LABELS, type EvidenceRow, type EvidenceStatus } from '@notaria/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { fetchAllPages } from '../../../lib/export-xlsx';
import type { PageProps } from '../../../lib/routes';
import { EvidenceDrawer } from '../components/evidence-drawer';
import { ApplicantAndDateFilters, toEvidenceFilters, type EvidenceFilterValues } from '../components/list-filters';
import { getExistPage, useExistPage, type ExistFilters } from './api';
import { DepositDialog } from './deposit-dialog';
import { EXIST_EXPORT_COLUMNS, existColumns } from './exist-columns';
import { ExistRowActions } from './exist-row-actions';

// A deposit is never being captured and never fails.
const DEPOSIT_STATUSES: EvidenceStatus[] = ['PENDING_CONFIRM', 'SEALED', 'TIMESTAMPED', 'DISCARDED', 'EXPIRED'];
const STATUS_OPTIONS = DEPOSIT_STATUSES.map((s) => ({ value: s, label: EVIDENCE_STATUS_LABELS[s] }));
const TYPE_OPTIONS = [
  { value: 'FILE', label: '上传文件' },
  { value: 'HASH_ONLY', label: '仅哈希' },
];

/** 存证列表: files (or only their hashes) deposited for the office's customers, their retention and their proof. */
export default function ExistListPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<ExistFilters, EvidenceFilterValues>(toEvidenceFilters);
  const list = useExistPage({ current, size, ...filters });
  const [depositing, setDepositing] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <ListCard
      title="存证列表"
      query={list}
      wrap
      tools={
        <>
          <ExportButton<EvidenceRow>
            noun="存证记录"
            columns={EXIST_EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getExistPage({ ...filters, current: c, size: s }), progress)}
          />
          <Access fn="create">
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setDepositing(true)}>
              存证
            </Button>
          </Access>
        </>
      }
    >
      <SearchForm<EvidenceFilterValues> name="existSearch" onSearch={search}>
        <TextFilter name="keyword" label="关键字" placeholder="编号或名称" width={180} />
        <SelectFilter name="captureType" label="存证方式" aria-label="存证方式" width={120} options={TYPE_OPTIONS} />
        <SelectFilter name="status" label="状态" aria-label="状态" width={170} options={STATUS_OPTIONS} />
        <ApplicantAndDateFilters dateLabel="存证日期" />
      </SearchForm>
      <ListTable<EvidenceRow>
        query={list}
        scroll={{ x: 1660 }}
        empty={filtered ? '没有符合条件的存证记录，请调整查询条件' : '还没有存证记录：点击右上角“存证”上传文件或只提交文件哈希'}
        pagination={pagination}
        columns={[
          ...existColumns((r) => setOpened(r.id)),
          { title: '操作', key: 'actions', width: 300, fixed: 'right', render: (_, r) => <ExistRowActions row={r} onOpen={() => setOpened(r.id)} /> },
        ]}
      />
      {depositing && (
        <DepositDialog
          onDone={() => {
            setDepositing(false);
            void list.refetch();
          }}
          onClose={() => setDepositing(false)}
        />
      )}
      <EvidenceDrawer id={opened} onClose={() => setOpened(null)} />
    </ListCard>
  );
}
