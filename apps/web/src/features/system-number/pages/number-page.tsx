import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { RESET_CYCLES, type NumberRuleRow } from '@notaria/contracts';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../app/routes';
import { Access, useAccess } from '../../../components/access';
import { datedFileName, downloadXlsx } from '../../../lib/export-xlsx';
import { notify } from '../../../lib/notify';
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
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<NumberRuleRow | null | undefined>(undefined);
  const [ledger, setLedger] = useState<NumberRuleRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [form] = Form.useForm<Filters>();
  const { can } = useAccess();
  const { data, isPending, isFetching, refetch } = useNumberPage({ current, size, ...filters });
  const remove = useDeleteNumberRule();
  const filtered = Boolean(filters.name || filters.code);

  const search = (v: Filters) => {
    setFilters({ name: v.name?.trim() || undefined, code: v.code?.trim() || undefined });
    setCurrent(1);
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const rows = await getAllNumberRules(filters);
      await downloadXlsx(datedFileName('编号规则'), rows, NUMBER_RULE_EXPORT_COLUMNS, '编号规则');
      void notify.success(`已导出 ${rows.length} 条编号规则`);
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title="编号规则"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} loading={isFetching && !isPending} onClick={() => void refetch()}>
            刷新
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={!data?.total} onClick={() => void exportList()}>
            导出 Excel
          </Button>
          <Access fn="create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增规则
            </Button>
          </Access>
        </Space>
      }
    >
      <Form form={form} name="numberSearch" layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label="规则名称">
          <Input placeholder="如：公证书" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="code" label="规则编码">
          <Input placeholder="如：certificate" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      <Table<NumberRuleRow>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: filtered ? '没有符合条件的规则，请调整查询条件' : can('create') ? '还没有编号规则，点击右上角“新增规则”创建' : '还没有编号规则，请联系管理员创建' }}
        pagination={{
          current,
          pageSize: size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (c, s) => {
            setCurrent(s !== size ? 1 : c);
            setSize(s);
          },
        }}
        columns={[
          { title: '规则名称', dataIndex: 'name', width: 160 },
          { title: '编码', dataIndex: 'code', width: 150, ellipsis: true, render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
          { title: '编号格式', dataIndex: 'pattern', render: (v: string) => <span className={styles.pattern}>{v}</span> },
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
              <Space size={0}>
                <Access fn="update">
                  <Button type="link" size="small" onClick={() => setEditing(r)}>
                    编辑
                  </Button>
                </Access>
                <Button type="link" size="small" onClick={() => setLedger(r)}>
                  台账
                </Button>
                <Access fn="delete">
                  {r.issuedCount > 0 ? (
                    <Tooltip title="已发号的规则不能删除，可编辑为停用">
                      <Button type="link" size="small" danger disabled>
                        删除
                      </Button>
                    </Tooltip>
                  ) : (
                    <Popconfirm
                      title={`删除编号规则“${r.name}”？`}
                      description="删除后不可恢复。"
                      okText="删除"
                      okButtonProps={{ danger: true, loading: remove.isPending }}
                      cancelText="取消"
                      onConfirm={() => remove.mutateAsync(r.id).then(() => void notify.success('编号规则已删除'), () => undefined)}
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  )}
                </Access>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && <NumberRuleDialog open rule={editing} onClose={() => setEditing(undefined)} />}
      <LedgerDrawer rule={ledger} onClose={() => setLedger(null)} />
    </Card>
  );
}
