import type { CaseAction, CasePageQuery, CaseRow, CaseStatus, ItemNode } from '@notaria/contracts';
import { Button, DatePicker, Form, Radio, Space, Tag, TreeSelect, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { OneLine, scrollX } from '../../../components/list/table-layout';
import { useListFilters } from '../../../components/list/use-paging';
import { fetchAllPages, type ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { getCasePage, useCasePage, useItemTree, useUsersWithRole, type CaseFilter } from '../api/cases';
import { CASE_STATUS_META, CaseStatusTag, statusName } from '../../../components/case-status';
import { CaseActionButtons } from './case-action-buttons';
import { CaseDetailDrawer } from './case-detail-drawer';
import { CertificateNumbers, CLOCK_RUNNING, Deadline } from './case-cells';
import { itemLabel } from './create-case-wizard';

interface SearchValues {
  businessNumber?: string;
  itemId?: number;
  party?: string;
  status?: CaseStatus;
  handlerId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the page query's filters: trimmed, empty ones left out, dates as whole days. */
export function toCaseFilter(v: SearchValues): CaseFilter {
  const f: CaseFilter = {};
  const number = v.businessNumber?.trim();
  const party = v.party?.trim();
  if (number) f.businessNumber = number;
  if (party) f.party = party;
  if (v.itemId) f.itemId = v.itemId;
  if (v.status) f.status = v.status;
  if (v.handlerId) f.handlerId = v.handlerId;
  if (v.range?.[0]) f.from = v.range[0].startOf('day').toISOString();
  if (v.range?.[1]) f.to = v.range[1].endOf('day').toISOString();
  return f;
}

interface ItemOption {
  value: number;
  title: string;
  selectable: boolean;
  children: ItemOption[];
}
const itemOptions = (nodes: ItemNode[], category?: string): ItemOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: itemLabel(n, category),
    selectable: n.level === 'ITEM',
    children: itemOptions(n.children ?? [], category ?? n.name),
  }));

const time = (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '';

const EXPORT_COLUMNS: ExportColumn<CaseRow>[] = [
  { title: '业务编号', value: (r) => r.businessNumber, width: 20 },
  { title: '公证事项', value: (r) => r.itemNames.join('、'), width: 28 },
  { title: '申请人', value: (r) => r.applicants.join('、'), width: 20 },
  { title: '状态', value: (r) => statusName(r.status), width: 14 },
  { title: '承办公证员', value: (r) => r.handlerName, width: 12 },
  { title: '创建时间', value: (r) => time(r.createdAt), width: 18 },
];

export interface CaseListProps {
  title: string;
  /** The page's own route: `?id=` on it opens that case. */
  path: string;
  /** Statuses the page works on (a switch above the table); every status when absent. */
  statuses?: readonly CaseStatus[];
  offered: readonly CaseAction[];
  more?: boolean;
  showCertificates?: boolean;
  toolbar?: ReactNode;
  /** Set to open a case in the drawer (e.g. after it was created). */
  openId?: number | null;
  onOpened?(): void;
  exportName: string;
  /** Columns shown before 承办公证员. */
  extraColumns?: TableColumnsType<CaseRow>;
  /** More buttons for a row, after its actions. */
  rowActions?(row: CaseRow): ReactNode;
  /** Shown above the table. */
  notice?: ReactNode;
  /** Filters always applied, beside the search form's (e.g. `transferPending`). */
  fixed?: CaseFilter;
}

/** A searchable, paged list of cases with status tags, row actions, export and the detail drawer. */
export function CaseList({
  title,
  path,
  statuses,
  offered,
  more = false,
  showCertificates = false,
  toolbar,
  openId,
  onOpened,
  exportName,
  extraColumns = [],
  rowActions,
  notice,
  fixed,
}: CaseListProps) {
  const { current, size, setCurrent, pagination, filters: filter, filtered, search } = useListFilters(toCaseFilter);
  const [scope, setScope] = useState<CaseStatus | undefined>(statuses?.[0]);
  const [detailId, setDetailId] = useState<number | null>(null);
  const tree = useItemTree();
  const notaries = useUsersWithRole('notary');
  const location = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => itemOptions(tree.data ?? []), [tree.data]);

  const effective: CaseFilter = { ...(statuses ? { ...filter, status: scope } : filter), ...fixed };
  const query: CasePageQuery = { ...effective, current, size };
  const list = useCasePage(query);

  // /business/accept?id=… (the notices' link) opens that case.
  const linkedId = location.pathname === path ? Number(new URLSearchParams(location.search).get('id')) || null : null;
  useEffect(() => {
    if (linkedId) setDetailId(linkedId);
  }, [linkedId]);
  useEffect(() => {
    if (openId) {
      setDetailId(openId);
      onOpened?.();
    }
  }, [openId, onOpened]);

  const closeDetail = () => {
    setDetailId(null);
    if (linkedId) {
      const params = new URLSearchParams(location.search);
      params.delete('id');
      const q = params.toString();
      navigate(`${path}${q ? `?${q}` : ''}`, { replace: true });
    }
  };

  const columns: TableColumnsType<CaseRow> = [
    {
      title: '业务编号',
      dataIndex: 'businessNumber',
      width: 150,
      fixed: 'left',
      render: (v: string, r) => (
        <Typography.Link onClick={() => setDetailId(r.id)} title="查看详情">
          {v}
        </Typography.Link>
      ),
    },
    {
      title: '公证事项',
      dataIndex: 'itemNames',
      minWidth: 180,
      render: (v: string[]) => (
        <OneLine title={v.join('、')}>
          {v.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </OneLine>
      ),
    },
    { title: '申请人', dataIndex: 'applicants', width: 120, ellipsis: true, render: (v: string[]) => v.join('、') || '—' },
    { title: '状态', dataIndex: 'status', width: 110, render: (v: string) => <CaseStatusTag status={v} /> },
    ...(showCertificates
      ? [{ title: '公证书编号', key: 'certificates', width: 240, render: (_: unknown, r: CaseRow) => <CertificateNumbers id={r.id} /> }]
      : []),
    ...extraColumns,
    { title: '承办公证员', dataIndex: 'handlerName', width: 100, ellipsis: true },
    // The clock stops at approval: pages of later steps (出证, 归档) have no 办理期限 to show.
    ...(!statuses || statuses.some((s) => CLOCK_RUNNING.includes(s))
      ? [{ title: '办理期限', key: 'deadline', width: 140, render: (_: unknown, r: CaseRow) => <Deadline row={r} /> }]
      : []),
    { title: '创建时间', dataIndex: 'createdAt', width: 110, render: (v: string) => <span title={time(v)}>{time(v).slice(0, 10)}</span> },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDetailId(r.id)}>
            详情
          </Button>
          <CaseActionButtons target={r} offered={offered} more={more} />
          {rowActions?.(r)}
        </Space>
      ),
    },
  ];
  const statusOptions = (statuses ?? (Object.keys(CASE_STATUS_META) as CaseStatus[])).map((s) => ({ value: s, label: CASE_STATUS_META[s].name }));

  return (
    <>
      <ListCard
        title={
          <Space size={16}>
            <span>{title}</span>
            {statuses && statuses.length > 1 && (
              <Radio.Group
                size="small"
                optionType="button"
                value={scope}
                onChange={(e) => {
                  setScope(e.target.value as CaseStatus);
                  setCurrent(1);
                }}
                options={statusOptions}
              />
            )}
          </Space>
        }
        query={list}
        tools={
          <>
            <ExportButton
              noun="业务"
              fileName={exportName}
              label="导出"
              columns={EXPORT_COLUMNS}
              disabled={!list.data?.total}
              fetchAll={(progress) => fetchAllPages((c, s) => getCasePage({ ...effective, current: c, size: s }), progress)}
            />
            {toolbar}
          </>
        }
      >
        <SearchForm<SearchValues> name="caseSearch" onSearch={search}>
          <TextFilter name="businessNumber" label="业务编号" placeholder="业务编号" width={150} />
          <Form.Item name="itemId" label="公证事项">
            <TreeSelect
              aria-label="公证事项筛选"
              placeholder="全部事项"
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeData={items}
              style={{ width: 170 }}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          <TextFilter name="party" label="当事人" placeholder="姓名或证件号码" width={160} />
          {!statuses && <SelectFilter name="status" label="状态" aria-label="状态筛选" placeholder="全部状态" width={140} options={statusOptions} />}
          <SelectFilter
            name="handlerId"
            label="承办人"
            aria-label="承办人筛选"
            showSearch={{ optionFilterProp: 'label' }}
            width={120}
            options={(notaries.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
          <Form.Item name="range" label="创建日期">
            <DatePicker.RangePicker style={{ width: 240 }} />
          </Form.Item>
        </SearchForm>
        {notice}
        <ListTable<CaseRow>
          size="middle"
          query={list}
          scroll={{ x: scrollX(columns) }}
          empty={filtered ? '没有符合条件的业务，请调整查询条件' : statuses ? `没有「${statusName(scope ?? '')}」的业务` : '还没有业务'}
          pagination={pagination}
          columns={columns}
        />
      </ListCard>
      <CaseDetailDrawer id={detailId} onClose={closeDetail} />
    </>
  );
}
