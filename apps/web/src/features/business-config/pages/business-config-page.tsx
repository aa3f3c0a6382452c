import { PlusOutlined } from '@ant-design/icons';
import { FORM_STATUSES, type FormRow, type FormStatus } from '@notaria/contracts';
import { Button, Form, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { useListFilters } from '../../../components/list/use-paging';
import { SearchForm, TextFilter } from '../../../components/list/search-form';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { Access, useAccess } from '../../../components/access';
import { DeleteAction, EditAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { parseTime } from '../../../utils/time';
import { useDeleteForm, useFormPage } from '../api/forms';
import { CreateFormDialog } from '../components/create-form-dialog';
import { FormEditor } from '../components/form-editor';
import { FormPreviewModal, type PreviewTarget } from '../components/form-preview';
import { PublishDialog } from '../components/publish-dialog';

interface Filters {
  name?: string;
  status?: FormStatus;
}

/** 业务配置: the office's stored forms, their designer, versions, preview and publishing. */
export default function BusinessConfigPage(_props: PageProps) {
  const { current, size, pagination, filters, filtered, search } = useListFilters<Filters>((v) => ({
    name: v.name?.trim() || undefined,
    status: v.status || undefined,
  }));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [publishing, setPublishing] = useState<FormRow | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const { can } = useAccess();
  const list = useFormPage({ current, size, ...filters });
  const remove = useDeleteForm();

  return (
    <ListCard
      title="业务配置"
      query={list}
      tools={
        <>
          <Access fn="update">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建表单
            </Button>
          </Access>
        </>
      }
    >
      <SearchForm name="formSearch" onSearch={search}>
        <TextFilter name="name" label="表单名称" placeholder="如：出生公证" width={200} />
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="全部" style={{ width: 120 }} options={Object.entries(FORM_STATUSES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </SearchForm>
      <ListTable<FormRow>
        query={list}
        scroll={{ x: 1000 }}
        empty={filtered ? '没有符合条件的表单，请调整查询条件' : can('update') ? '还没有表单，点击右上角“新建表单”开始设计' : '还没有表单，请联系管理员创建'}
        pagination={pagination}
        columns={[
          {
            title: '表单名称',
            dataIndex: 'name',
            width: 200,
            render: (v: string, r) => (
              <>
                <div>{v}</div>
                {r.description && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: r.description }}>
                    {r.description}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: '编码', dataIndex: 'code', width: 150, ellipsis: true, render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (v: string) => <Tag color={v === 'PUBLISHED' ? 'green' : 'default'}>{FORM_STATUSES[v as FormStatus] ?? v}</Tag>,
          },
          { title: '发布版本', dataIndex: 'publishedVersion', width: 90, align: 'right', render: (v: number | null) => (v === null ? '—' : `第 ${v} 版`) },
          {
            title: '最新版本',
            dataIndex: 'latestVersion',
            width: 120,
            align: 'right',
            render: (v: number, r) => (
              <>
                第 {v} 版
                {r.publishedVersion !== null && v > r.publishedVersion && (
                  <Tag color="gold" style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
                    未发布
                  </Tag>
                )}
              </>
            ),
          },
          { title: '修改时间', dataIndex: 'updatedAt', width: 170, render: (v: string) => parseTime(v) },
          {
            title: '操作',
            width: 220,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <EditAction onClick={() => setEditing(r.id)} />
                <LinkAction
                  fn="preview"
                  onClick={() =>
                    setPreview({ formId: r.id, name: r.name, version: r.publishedVersion ?? r.latestVersion, published: r.publishedVersion !== null })
                  }
                >
                  预览
                </LinkAction>
                <LinkAction fn="update" onClick={() => setPublishing(r)}>
                  发布
                </LinkAction>
                <DeleteAction
                  fn="update"
                  title={`删除表单“${r.name}”？`}
                  description="表单及其全部版本将被删除，不可恢复；已被公证事项使用的表单不能删除。"
                  onConfirm={() => remove.mutateAsync(r.id)}
                  success="表单已删除"
                />
              </RowActions>
            ),
          },
        ]}
      />
      <CreateFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setEditing(id);
        }}
      />
      {editing !== null && <FormEditor formId={editing} onClose={() => setEditing(null)} />}
      <PublishDialog row={publishing} onClose={() => setPublishing(null)} />
      <FormPreviewModal target={preview} onClose={() => setPreview(null)} />
    </ListCard>
  );
}
