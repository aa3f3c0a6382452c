import { FEE_MODES, FEE_STANDARD_STATES, type FeeStandardPageQuery, type FeeStandardRow } from '@notaria/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { ListTable } from '../../../components/list/list-card';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { useListFilters } from '../../../components/list/use-paging';
import { parseTime } from '../../../utils/time';
import { useItemOptions } from '../list/api';
import { useFeeTypes, useStandardPage } from './api';
import { MODE_OPTIONS, ruleText, STATE_COLORS, STATE_OPTIONS } from './labels';
import { StandardDialog } from './standard-dialog';

type Filters = Omit<FeeStandardPageQuery, 'current' | 'size'>;
const toFilters = (v: Filters): Filters => ({ ...v, keyword: v.keyword?.trim() || undefined });

/** 收费标准: every version of every fee code, current ones first within a code; a new version is published, never edited in place. */
export function StandardsTab() {
  const { current, size, pagination, filters, filtered, search } = useListFilters<Filters, Filters>(toFilters);
  const list = useStandardPage({ current, size, ...filters });
  const items = useItemOptions();
  const { nameOf } = useFeeTypes();
  const [dialog, setDialog] = useState<{ base: FeeStandardRow | null } | null>(null);
  const latest = new Map<string, number>();
  for (const r of list.data?.list ?? []) latest.set(r.feeCode, Math.max(latest.get(r.feeCode) ?? 0, r.version));

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <SearchForm<Filters> name="standardSearch" onSearch={search}>
          <TextFilter name="keyword" label="关键字" placeholder="收费编码或名称" width={160} />
          <SelectFilter
            name="itemId"
            label="公证事项"
            aria-label="公证事项"
            width={140}
            options={items.data ?? []}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <SelectFilter name="mode" label="计费方式" aria-label="计费方式" width={150} options={MODE_OPTIONS} />
          <SelectFilter name="state" label="状态" aria-label="状态" width={110} options={STATE_OPTIONS} />
        </SearchForm>
        <Access fn="editStandard">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ base: null })}>
            新增收费标准
          </Button>
        </Access>
      </Space>
      <ListTable<FeeStandardRow>
        query={list}
        rowKey="id"
        scroll={{ x: 1400 }}
        pagination={pagination}
        empty={filtered ? '没有符合条件的收费标准' : '还没有收费标准：新增后受理向导按受理日期现行的标准计算收费'}
        columns={[
          { title: '收费编码', dataIndex: 'feeCode', width: 120, fixed: 'left' },
          { title: '名称', dataIndex: 'name', width: 160, ellipsis: true },
          { title: '公证事项', dataIndex: 'itemName', width: 100, render: (v: string) => v || <Tag>通用</Tag> },
          { title: '收费类型', dataIndex: 'feeType', width: 90, render: nameOf },
          { title: '计费方式', dataIndex: 'mode', width: 130, render: (v: FeeStandardRow['mode']) => FEE_MODES[v] },
          { title: '标准', key: 'rule', width: 280, ellipsis: { showTitle: false }, render: (_, r) => <Tooltip title={ruleText(r)}>{ruleText(r)}</Tooltip> },
          { title: '版本', dataIndex: 'version', width: 80, align: 'center', render: (v: number) => `第 ${v} 版` },
          { title: '生效期间', key: 'period', width: 200, render: (_, r) => `${r.effectiveFrom} 至 ${r.effectiveTo ?? '今'}` },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (v: FeeStandardRow['state']) => <Tag color={STATE_COLORS[v]}>{FEE_STANDARD_STATES[v]}</Tag>,
          },
          { title: '已用', dataIndex: 'usedBy', width: 70, align: 'right', render: (v: number) => (v ? `${v} 项` : '—') },
          {
            title: '依据文件',
            dataIndex: 'sourceDoc',
            width: 260,
            ellipsis: { showTitle: false },
            render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip>,
          },
          { title: '创建时间', dataIndex: 'createdAt', width: 140, render: (v: string) => parseTime(v, '{y}-{m}-{d} {h}:{i}') },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <LinkAction
                  fn="editStandard"
                  disabledReason={latest.get(r.feeCode) === r.version ? undefined : '只能在最新版本上发布新版本'}
                  onClick={() => setDialog({ base: r })}
                >
                  发布新版本
                </LinkAction>
              </RowActions>
            ),
          },
        ]}
      />
      {dialog && <StandardDialog base={dialog.base} onClose={() => setDialog(null)} />}
    </>
  );
}
