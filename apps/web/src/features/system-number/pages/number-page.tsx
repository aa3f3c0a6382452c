import { RESET_CYCLES, type NumberRuleRow } from '@notaria/contracts';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { useAccess } from '../../../components/access';
import { ExportButton } from '../../../components/list/export-button';
import { CreateButton } from '../../../components/list/create-button';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, TextFilter } from '../../../components/list/search-form';
import { fitColumns, OneLine } from '../../../components/list/table-layout';
import { useListFilters } from '../../../components/list/use-paging';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { parseTime } from '../../../utils/time';
import { useDeleteNumberRule } from '../api/delete-number-rule';
import { getAllNumberRules, useNumberPage } from '../api/get-number-page';
import { LedgerDrawer } from '../components/ledger-drawer';
import { NumberRuleDialog } from '../components/number-rule-dialog';
import styles from '../components/number.module.css';
import { NUMBER_RULE_EXPORT_COLUMNS } from '../export-number-rules';

interface Filters {
  name?: string;
  code?: string;
}

/** 编号规则: the office's numbering rules, their editor with live preview, and each rule's ledger. */
export default function NumberPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<Filters>((v) => ({
    name: v.name?.trim() || undefined,
    code: v.code?.trim() || undefined,
  }));
  const [editing, setEditing] = useState<NumberRuleRow | null | undefined>(undefined);
  const [ledger, setLedger] = useState<NumberRuleRow | null>(null);
  const { can } = useAccess();
  const list = useNumberPage({ current, size, ...filters });
  const remove = useDeleteNumberRule();

  return (
    <ListCard
      title="编号规则"
      query={list}
      tools={
        <>
          <ExportButton noun="编号规则" columns={NUMBER_RULE_EXPORT_COLUMNS} disabled={!list.data?.total} fetchAll={() => getAllNumberRules(filters)} />
          <CreateButton onClick={() => setEditing(null)}>新增规则</CreateButton>
        </>
      }
    >
      <SearchForm name="numberSearch" onSearch={search}>
        <TextFilter name="name" label="规则名称" placeholder="如：公证书" width={180} />
        <TextFilter name="code" label="规则编码" placeholder="如：certificate" width={180} />
      </SearchForm>
      <ListTable<NumberRuleRow>
        query={list}
        empty={
          filtered ? '没有符合条件的规则，请调整查询条件' : can('create') ? '还没有编号规则，点击右上角“新增规则”创建' : '还没有编号规则，请联系管理员创建'
        }
        pagination={pagination}
        {...fitColumns<NumberRuleRow>([
          { title: '规则名称', dataIndex: 'name', width: 160 },
          { title: '编码', dataIndex: 'code', width: 150, ellipsis: true, render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
          {
            title: '编号格式',
            dataIndex: 'pattern',
            minWidth: 240,
            render: (v: string) => (
              <OneLine title={v}>
                <span className={styles.pattern}>{v}</span>
              </OneLine>
            ),
          },
          { title: '重置', dataIndex: 'resetCycle', width: 80, render: (v: string) => RESET_CYCLES[v as keyof typeof RESET_CYCLES] ?? v },
          { title: '机构简称', dataIndex: 'officeAbbr', width: 100, render: (v: string) => v || '—' },
          { title: '已发号', dataIndex: 'issuedCount', width: 80, align: 'right' },
          { title: '状态', dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: '修改时间', dataIndex: 'updatedAt', width: 170, render: (v: string) => parseTime(new Date(v)) },
          {
            title: '操作',
            width: 200,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <EditAction onClick={() => setEditing(r)} />
                <LinkAction onClick={() => setLedger(r)}>台账</LinkAction>
                <DeleteAction
                  title={`删除编号规则“${r.name}”？`}
                  disabledReason={r.issuedCount > 0 ? '已发号的规则不能删除，可编辑为停用' : undefined}
                  onConfirm={() => remove.mutateAsync(r.id)}
                  success="编号规则已删除"
                />
              </RowActions>
            ),
          },
        ])}
      />
      {editing !== undefined && <NumberRuleDialog open rule={editing} onClose={() => setEditing(undefined)} />}
      <LedgerDrawer rule={ledger} onClose={() => setLedger(null)} />
    </ListCard>
  );
}
