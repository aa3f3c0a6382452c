import { FLOW_CATEGORIES, type FlowCategory, type FlowRow } from '@notaria/contracts';
import { Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { useListFilters } from '../../../components/list/use-paging';
import { SearchForm, TextFilter, SelectFilter } from '../../../components/list/search-form';
import { fitColumns, OneLine } from '../../../components/list/table-layout';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { useAccess } from '../../../components/access';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { parseTime } from '../../../utils/time';
import { useDeleteFlow } from '../api/delete-flow';
import { getAllFlows, useFlowPage } from '../api/get-flow-page';
import { FlowDialog } from '../components/flow-dialog';
import { FlowStepsView } from '../components/flow-steps-view';
import { FLOW_EXPORT_COLUMNS } from '../export-flows';
import { ExportButton } from '../../../components/list/export-button';

interface Filters {
  name?: string;
  category?: FlowCategory;
}

const CATEGORY_COLORS: Record<string, string> = { BUSINESS: 'blue', SPECIAL: 'purple', OA: 'cyan' };
const categoryTag = (v: string) => <Tag color={CATEGORY_COLORS[v]}>{FLOW_CATEGORIES[v as FlowCategory] ?? v}</Tag>;
const sorted = (f: FlowRow) => [...f.steps].sort((a, b) => a.sort - b.sort);

/** 流程配置: approval flows with ordered steps; each step is approved by a role, a person or the department head. */
export default function FlowPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<Filters>((v) => ({
    name: v.name?.trim() || undefined,
    category: v.category || undefined,
  }));
  const [editing, setEditing] = useState<FlowRow | null | undefined>(undefined);
  const [viewing, setViewing] = useState<FlowRow | null>(null);
  const { can } = useAccess();
  const list = useFlowPage({ current, size, ...filters });
  const remove = useDeleteFlow();

  return (
    <ListCard
      title="流程配置"
      query={list}
      tools={
        <>
          <ExportButton noun="流程" measure="个" columns={FLOW_EXPORT_COLUMNS} disabled={!list.data?.total} fetchAll={() => getAllFlows(filters)} />
          <CreateButton onClick={() => setEditing(null)}>新增流程</CreateButton>
        </>
      }
    >
      <SearchForm name="flowSearch" onSearch={search}>
        <TextFilter name="name" label="流程名称" placeholder="如：出证审批" width={180} />
        <SelectFilter
          name="category"
          label="流程类别"
          width={140}
          aria-label="流程类别"
          options={Object.entries(FLOW_CATEGORIES).map(([value, label]) => ({ value, label }))}
        />
      </SearchForm>
      <ListTable<FlowRow>
        query={list}
        empty={
          filtered ? '没有符合条件的流程，请调整查询条件' : can('create') ? '还没有审批流程，点击右上角“新增流程”创建' : '还没有审批流程，请联系管理员配置'
        }
        pagination={pagination}
        {...fitColumns<FlowRow>([
          {
            title: '流程名称',
            dataIndex: 'name',
            width: 180,
            render: (v: string, r) => (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(r)}>
                {v}
              </Button>
            ),
          },
          { title: '编码', dataIndex: 'code', width: 170, ellipsis: true, render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
          { title: '类别', dataIndex: 'category', width: 100, render: categoryTag },
          {
            title: '审批步骤',
            minWidth: 220,
            render: (_, r) => {
              const steps = sorted(r)
                .map((s) => `${s.name}（${s.approverType === 'DEPT_HEAD' ? '部门负责人' : s.approverName}）`)
                .join(' → ');
              return <OneLine title={steps}>{steps}</OneLine>;
            },
          },
          { title: '状态', dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: '修改时间', dataIndex: 'updatedAt', width: 170, render: (v: string) => parseTime(new Date(v)) },
          {
            title: '操作',
            width: 170,
            render: (_, r) => (
              <RowActions>
                <LinkAction onClick={() => setViewing(r)}>查看</LinkAction>
                <EditAction fn="config" onClick={() => setEditing(r)}>
                  配置
                </EditAction>
                <DeleteAction
                  title={`删除流程“${r.name}”？`}
                  description="正在使用该流程的业务将无法再发起审批。"
                  onConfirm={() => remove.mutateAsync(r.id)}
                  success="流程已删除"
                />
              </RowActions>
            ),
          },
        ])}
      />
      {editing !== undefined && <FlowDialog flow={editing} onClose={() => setEditing(undefined)} />}
      <Drawer title={viewing ? `流程：${viewing.name}` : '流程'} open={viewing !== null} onClose={() => setViewing(null)} size={560} destroyOnHidden>
        {viewing && (
          <>
            <Descriptions column={2} size="small" bordered style={{ marginBottom: 24 }}>
              <Descriptions.Item label="流程编码">{viewing.code}</Descriptions.Item>
              <Descriptions.Item label="类别">{categoryTag(viewing.category)}</Descriptions.Item>
              <Descriptions.Item label="状态">{viewing.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}</Descriptions.Item>
              <Descriptions.Item label="步骤数">{viewing.steps.length}</Descriptions.Item>
              <Descriptions.Item label="说明" span={2}>
                {viewing.description || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="修改时间" span={2}>
                {parseTime(new Date(viewing.updatedAt))}
              </Descriptions.Item>
            </Descriptions>
            <FlowStepsView vertical steps={sorted(viewing)} />
          </>
        )}
      </Drawer>
    </ListCard>
  );
}
