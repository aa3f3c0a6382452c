import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { REAL_ESTATE_CHANNELS, REAL_ESTATE_RESULTS, type RealEstateQueryRow } from '@notaria/contracts';
import { Button, DatePicker, Drawer, Form, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { fetchAllPages, type ExportColumn } from '../../../../lib/export-xlsx';
import { ExportButton } from '../../../../components/list/export-button';
import { RefreshButton } from '../../../../components/list/refresh-button';
import { usePaging } from '../../../../components/list/use-paging';
import { DeleteAction, EditAction, RowActions } from '../../../../components/list/row-actions';
import { parseTime } from '../../../../utils/time';
import { downloadStoredFile } from '../../../../lib/stored-files';
import { getRealEstatePage, useDeleteRealEstateQuery, useRealEstatePage, type RealEstateFilter } from '../api/real-estate-queries';
import { RealEstateQueryDialog, RESULT_OPTIONS } from './real-estate-query-dialog';
import { SearchForm, TextFilter, SelectFilter } from '../../../../components/list/search-form';

interface SearchValues {
  keyword?: string;
  businessNumber?: string;
  result?: RealEstateFilter['result'];
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form as the page query's filters: trimmed, empty ones left out, dates as calendar days. */
export function toRealEstateFilter(v: SearchValues): RealEstateFilter {
  const f: RealEstateFilter = {};
  if (v.keyword?.trim()) f.keyword = v.keyword.trim();
  if (v.businessNumber?.trim()) f.businessNumber = v.businessNumber.trim();
  if (v.result) f.result = v.result;
  if (v.range?.[0]) f.from = v.range[0].format('YYYY-MM-DD');
  if (v.range?.[1]) f.to = v.range[1].format('YYYY-MM-DD');
  return f;
}

const channelName = (c: string) => REAL_ESTATE_CHANNELS[c as keyof typeof REAL_ESTATE_CHANNELS] ?? c;
const resultName = (r: string) => REAL_ESTATE_RESULTS[r as keyof typeof REAL_ESTATE_RESULTS] ?? r;
const RESULT_COLORS: Record<string, string> = { CLEAR: 'green', MORTGAGED: 'orange', SEIZED: 'red', OTHER: 'default' };

const EXPORT_COLUMNS: ExportColumn<RealEstateQueryRow>[] = [
  { title: '业务编号', value: (r) => r.businessNumber, width: 20 },
  { title: '不动产坐落', value: (r) => r.propertyLocation, width: 36 },
  { title: '不动产权证号', value: (r) => r.certificateNumber, width: 30 },
  { title: '权利人', value: (r) => r.ownerName, width: 12 },
  { title: '权利人证件号码', value: (r) => r.ownerIdNumber, width: 22 },
  { title: '查询方式', value: (r) => channelName(r.channel), width: 18 },
  { title: '查询日期', value: (r) => r.queryDate, width: 12 },
  { title: '查询结果', value: (r) => resultName(r.result), width: 12 },
  { title: '备注', value: (r) => r.notes, width: 30 },
  { title: '附件', value: (r) => r.attachments.map((a) => a.name).join('、'), width: 24 },
  { title: '登记人', value: (r) => r.recordedByName, width: 10 },
  { title: '登记时间', value: (r) => parseTime(r.createdAt, '{y}-{m}-{d} {h}:{i}'), width: 18 },
];

/** 审批 › 不动产查询: the register queries made for cases — search, paging, record, edit, delete, export. */
export function RealEstateQueryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [search] = Form.useForm<SearchValues>();
  const [filter, setFilter] = useState<RealEstateFilter>({});
  const { current, size, setCurrent, pagination } = usePaging();
  const [editing, setEditing] = useState<RealEstateQueryRow | null | undefined>(undefined);
  const { data, isPending, isFetching, refetch } = useRealEstatePage({ ...filter, current, size });
  const remove = useDeleteRealEstateQuery();
  const filtered = Object.keys(filter).length > 0;

  const apply = (v: SearchValues) => {
    setFilter(toRealEstateFilter(v));
    setCurrent(1);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="不动产查询"
      size={1280}
      destroyOnHidden
      extra={
        <Space>
          <RefreshButton fetching={isFetching && !isPending} onRefresh={refetch} />
          <ExportButton
            noun="查询记录"
            fileName="不动产查询"
            label="导出"
            columns={EXPORT_COLUMNS}
            disabled={!data?.total}
            fetchAll={(progress) => fetchAllPages((c, s) => getRealEstatePage({ ...filter, current: c, size: s }), progress)}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            登记查询
          </Button>
        </Space>
      }
    >
      <SearchForm form={search} name="realEstateSearch" onSearch={apply}>
        <TextFilter name="keyword" label="关键字" placeholder="坐落、权证号或权利人" width={200} />
        <TextFilter name="businessNumber" label="业务编号" placeholder="业务编号" width={160} />
        <SelectFilter name="result" label="查询结果" width={130} aria-label="查询结果筛选" options={RESULT_OPTIONS} />
        <Form.Item name="range" label="查询日期">
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>
      <Table<RealEstateQueryRow>
        rowKey="id"
        size="middle"
        loading={isPending}
        dataSource={data?.list ?? []}
        scroll={{ x: 1500 }}
        locale={{ emptyText: filtered ? '没有符合条件的查询记录，请调整查询条件' : '还没有不动产查询记录，点击右上角“登记查询”登记' }}
        pagination={pagination(data?.total)}
        columns={[
          { title: '业务编号', dataIndex: 'businessNumber', width: 150, fixed: 'left' },
          { title: '不动产坐落', dataIndex: 'propertyLocation', width: 200, ellipsis: true },
          { title: '不动产权证号', dataIndex: 'certificateNumber', width: 220, ellipsis: true },
          {
            title: '权利人',
            dataIndex: 'ownerName',
            width: 150,
            render: (v: string, r) => (
              <Space orientation="vertical" size={0}>
                <span>{v}</span>
                {r.ownerIdNumber && (
                  <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
                    {r.ownerIdNumber}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: '查询结果', dataIndex: 'result', width: 100, render: (v: string) => <Tag color={RESULT_COLORS[v]}>{resultName(v)}</Tag> },
          { title: '查询日期', dataIndex: 'queryDate', width: 105 },
          { title: '查询方式', dataIndex: 'channel', width: 140, render: (v: string) => channelName(v) },
          { title: '备注', dataIndex: 'notes', width: 180, ellipsis: true, render: (v: string) => v || '—' },
          {
            title: '附件',
            dataIndex: 'attachments',
            width: 170,
            render: (list: RealEstateQueryRow['attachments']) =>
              list.length ? (
                <Space orientation="vertical" size={0}>
                  {list.map((a) => (
                    <Button
                      key={a.url}
                      type="link"
                      size="small"
                      icon={<PaperClipOutlined />}
                      style={{ padding: 0, height: 'auto' }}
                      onClick={() => void downloadStoredFile(a.url, a.name).catch(() => undefined)}
                    >
                      {a.name}
                    </Button>
                  ))}
                </Space>
              ) : (
                '—'
              ),
          },
          { title: '登记人', dataIndex: 'recordedByName', width: 80 },
          {
            title: '操作',
            width: 120,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <EditAction fn={false} onClick={() => setEditing(r)} />
                <DeleteAction
                  fn={false}
                  title={`删除 ${r.businessNumber} 的这条查询记录？`}
                  onConfirm={() => remove.mutateAsync(r.id)}
                  success="不动产查询已删除"
                />
              </RowActions>
            ),
          },
        ]}
      />
      {editing !== undefined && <RealEstateQueryDialog row={editing} onClose={() => setEditing(undefined)} />}
    </Drawer>
  );
}
