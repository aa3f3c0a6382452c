import type { EvidenceRow, RecordingType } from '@notaria/contracts';
import { useState } from 'react';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { fetchAllPages } from '../../../lib/export-xlsx';
import type { PageProps } from '../../../lib/routes';
import { getObtainPage, useObtainPage, type ObtainFilters } from '../api/records';
import { CallDialog } from '../components/call-dialog';
import { CaptureToolbar, type CaptureChoice } from '../components/capture-toolbar';
import { EvidenceDrawer } from '../components/evidence-drawer';
import { ApplicantAndDateFilters, toEvidenceFilters, type EvidenceFilterValues } from '../components/list-filters';
import { evidenceColumns, EXPORT_COLUMNS } from '../components/evidence-columns';
import { EvidenceRowActions } from '../components/evidence-row-actions';
import { RecordingDialog } from '../components/recording-dialog';
import { WebCaptureDialog } from '../components/web-capture-dialog';
import { OBTAIN_TYPE_OPTIONS, STATUS_OPTIONS } from '../labels';
import { useEvidenceProgress } from '../realtime/use-evidence-progress';

/** 取证列表: the office's captured evidence, how to capture more, and each record's proof. */
export default function ObtainListPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<ObtainFilters, EvidenceFilterValues>(toEvidenceFilters);
  const list = useObtainPage({ current, size, ...filters });
  const live = useEvidenceProgress();
  const [capture, setCapture] = useState<CaptureChoice | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  const created = (id: number) => {
    setCapture(null);
    setOpened(id);
    void list.refetch();
  };

  return (
    <ListCard
      title="取证列表"
      query={list}
      wrap
      tools={
        <>
          <ExportButton<EvidenceRow>
            noun="取证记录"
            columns={EXPORT_COLUMNS}
            fetchAll={(progress) => fetchAllPages((c, s) => getObtainPage({ ...filters, current: c, size: s }), progress)}
          />
          <CaptureToolbar onPick={setCapture} />
        </>
      }
    >
      <SearchForm<EvidenceFilterValues> name="obtainSearch" onSearch={search}>
        <TextFilter name="keyword" label="关键字" placeholder="编号、名称或网址" width={190} />
        <SelectFilter name="captureType" label="取证方式" aria-label="取证方式" width={130} options={OBTAIN_TYPE_OPTIONS} />
        <SelectFilter name="status" label="状态" aria-label="状态" width={170} options={STATUS_OPTIONS} />
        <ApplicantAndDateFilters dateLabel="取证日期" />
      </SearchForm>
      <ListTable<EvidenceRow>
        query={list}
        scroll={{ x: 1560 }}
        empty={filtered ? '没有符合条件的取证记录，请调整查询条件' : '还没有取证记录：点击右上角“网页取证”“录像”等按钮开始取证'}
        pagination={pagination}
        columns={[
          ...evidenceColumns(live, (r) => setOpened(r.id)),
          {
            title: '操作',
            key: 'actions',
            width: 260,
            fixed: 'right',
            render: (_, r) => <EvidenceRowActions row={r} live={live[r.id]} onOpen={() => setOpened(r.id)} />,
          },
        ]}
      />
      {capture === 'WEB_PAGE' && <WebCaptureDialog onCreated={created} onClose={() => setCapture(null)} />}
      {capture === 'PHONE_CALL' && <CallDialog onStarted={created} onClose={() => setCapture(null)} />}
      {capture && capture !== 'WEB_PAGE' && capture !== 'PHONE_CALL' && (
        <RecordingDialog type={capture as RecordingType} onDone={created} onClose={() => setCapture(null)} />
      )}
      <EvidenceDrawer id={opened} live={opened === null ? undefined : live[opened]} onClose={() => setOpened(null)} />
    </ListCard>
  );
}
