import type { ArchiveVolumeRow } from '@notaria/contracts';
import { Col, Row, Tabs } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { fetchAllPages } from '../../../lib/export-xlsx';
import type { PageProps } from '../../../lib/routes';
import { getVolumePage, useVolumePage } from '../api/volumes';
import { AppraisalPanel } from '../components/appraisal-panel';
import { LocationPanel } from '../components/location-panel';
import { OverdueLoansPanel } from '../components/overdue-loans-panel';
import { RetentionPanel } from '../components/retention-panel';
import { StatisticsPanel } from '../components/statistics-panel';
import { volumeColumns, VOLUME_EXPORT_COLUMNS } from '../components/volume-columns';
import { VolumeDrawer } from '../components/volume-drawer';
import { toVolumeFilters, VolumeFilterFields, type VolumeFilterValues } from '../components/volume-filters';
import { VerifyReportsPanel } from '../components/verify-reports-panel';
import { VolumeRowActions } from '../components/volume-row-actions';

function VolumeList() {
  const { current, size, setCurrent, pagination, filters, filtered, search } = useListFilters<VolumeFilterValues>(toVolumeFilters, '卷');
  const [locationId, setLocationId] = useState<number | undefined>();
  const query = { ...filters, locationId };
  const list = useVolumePage({ current, size, ...query });
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="300px">
        <LocationPanel
          selected={locationId}
          onSelect={(id) => {
            setLocationId(id);
            setCurrent(1);
          }}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ListCard
          title="案卷"
          query={list}
          wrap
          tools={
            <ExportButton<ArchiveVolumeRow>
              noun="档案目录"
              measure="卷"
              columns={VOLUME_EXPORT_COLUMNS}
              fetchAll={(progress) => fetchAllPages((c, s) => getVolumePage({ ...query, current: c, size: s }), progress)}
            />
          }
        >
          <SearchForm<VolumeFilterValues> name="archiveSearch" onSearch={search}>
            <VolumeFilterFields />
          </SearchForm>
          <ListTable<ArchiveVolumeRow>
            query={list}
            scroll={{ x: 1900 }}
            empty={filtered || locationId ? '没有符合条件的案卷，请调整查询条件或库位' : '还没有案卷：业务在“归档”环节归档后即在此列出'}
            pagination={pagination}
            columns={[
              ...volumeColumns((r) => setOpened(r.id)),
              { title: '操作', key: 'actions', width: 260, fixed: 'right', render: (_, r) => <VolumeRowActions row={r} onOpen={() => setOpened(r.id)} /> },
            ]}
          />
        </ListCard>
      </Col>
      <VolumeDrawer id={opened} onClose={() => setOpened(null)} />
    </Row>
  );
}

/** 档案管理: the volumes with the location tree, 鉴定销毁, overdue loans, 校验 reports, retention rules and the statistics. */
export default function ArchivesPage(_props: PageProps) {
  return (
    <Tabs
      defaultActiveKey="volumes"
      items={[
        { key: 'volumes', label: '案卷', children: <VolumeList /> },
        { key: 'appraisal', label: '鉴定销毁', children: <AppraisalPanel /> },
        { key: 'overdue', label: '借阅逾期', children: <OverdueLoansPanel /> },
        { key: 'verify', label: '校验报告', children: <VerifyReportsPanel /> },
        { key: 'retention', label: '保管期限', children: <RetentionPanel /> },
        { key: 'statistics', label: '统计', children: <StatisticsPanel /> },
      ]}
    />
  );
}
