import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { DOC_KIND_LABELS, DOC_STATUS_LABELS, type CaseDocumentRow } from '@notaria/contracts';
import { Button, Drawer, Popconfirm, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { parseTime } from '../../../utils/time';
import { exportDocument, useCaseDocuments, useRefreshDocument, useRemoveDocument } from '../api/documents';
import type { CaseTarget } from './case-target';
import { GenerateDocumentDialog } from './generate-document-dialog';
import { openDocumentEditor } from './open-editor';

const STATUS_COLORS = { DRAFT: 'blue', FINAL: 'green', VOID: 'default' } as const;
const time = (v: string) => (v ? (parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '') : '—');

/** The certificate number is filled in at 出证: a draft lacking it lacks nothing the user can supply. */
const FILLED_AT_ISSUE = 'item.certificateNumber';

function Missing({ row }: { row: CaseDocumentRow }) {
  if (row.status !== 'DRAFT') return <Typography.Text type="secondary">—</Typography.Text>;
  const missing = row.missing.filter((m) => m.path !== FILLED_AT_ISSUE);
  if (missing.length === 0) return <Tag color="green">齐全</Tag>;
  return (
    <Tooltip title={missing.map((m) => m.label).join('、')}>
      <Tag color="red">缺 {missing.length} 项</Tag>
    </Tooltip>
  );
}

/** The buttons of one document, each shown only when the server's `abilities` allow it. */
function DocumentActions({ row }: { row: CaseDocumentRow }) {
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = useRefreshDocument();
  const remove = useRemoveDocument();
  const run = (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    work()
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const a = row.abilities;
  return (
    <Space size={0} wrap>
      {a.edit && (
        <Button type="link" size="small" onClick={() => void openDocumentEditor(row.id, 'EDIT')}>
          编辑
        </Button>
      )}
      {!a.edit && a.export && (
        <Button type="link" size="small" onClick={() => void openDocumentEditor(row.id, 'VIEW')}>
          查看
        </Button>
      )}
      {a.export && (
        <Button type="link" size="small" loading={busy === 'pdf'} onClick={() => run('pdf', () => exportDocument(row, 'pdf'))}>
          导出 PDF
        </Button>
      )}
      {a.export && (
        <Button type="link" size="small" loading={busy === 'docx'} onClick={() => run('docx', () => exportDocument(row, 'docx'))}>
          导出 Word
        </Button>
      )}
      {a.refresh && (
        <Button
          type="link"
          size="small"
          loading={refresh.isPending}
          onClick={() => refresh.mutate(row.id, { onSuccess: () => void notify.success('已从业务刷新') })}
        >
          从业务刷新
        </Button>
      )}
      {a.remove && (
        <Popconfirm
          title={`删除「${row.title}」草稿？`}
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(row.id).then(() => void notify.success('已删除'))}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

const COLUMNS: TableColumnsType<CaseDocumentRow> = [
  {
    title: '文书',
    key: 'title',
    render: (_, r) => (
      <Space orientation="vertical" size={0}>
        <span data-testid="document-title">{r.title}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {DOC_KIND_LABELS[r.kind]}
          {r.certificateNumber ? ` · ${r.certificateNumber}` : ''}
        </Typography.Text>
      </Space>
    ),
  },
  { title: '公证事项', dataIndex: 'itemName', width: 110, render: (v: string) => v || '整个业务' },
  { title: '状态', dataIndex: 'status', width: 80, render: (v: CaseDocumentRow['status']) => <Tag color={STATUS_COLORS[v]}>{DOC_STATUS_LABELS[v]}</Tag> },
  {
    title: '版本',
    key: 'version',
    width: 110,
    render: (_, r) => <span title={`第 ${r.version} 版，第 ${r.revision} 次修订`}>{`第${r.version}版 · 修订${r.revision}`}</span>,
  },
  { title: '缺少的值', key: 'missing', width: 90, render: (_, r) => <Missing row={r} /> },
  { title: '正在编辑', dataIndex: 'lockedByName', width: 90, render: (v: string) => (v ? <Tag color="orange">{v}</Tag> : '—') },
  {
    title: '修改',
    key: 'updated',
    width: 130,
    render: (_, r) => (
      <Space orientation="vertical" size={0}>
        <span>{r.updatedByName || '—'}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {time(r.updatedAt)}
        </Typography.Text>
      </Space>
    ),
  },
  { title: '操作', key: 'actions', width: 200, render: (_, r) => <DocumentActions row={r} /> },
];

/** 业务文书: the case's documents with what the user may do to each; 生成文书 for holders of 文书编辑. */
export function CaseDocumentsDrawer({ target, canCreate, onClose }: { target: CaseTarget; canCreate: boolean; onClose(): void }) {
  const list = useCaseDocuments(target.id);
  const [creating, setCreating] = useState(false);
  return (
    <Drawer
      open
      title={`业务文书 · ${target.businessNumber}`}
      size={1000}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
            刷新
          </Button>
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              生成文书
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        「编辑」在新标签页中打开文书编辑器；缺少的值以红色【字段】显示，补齐后方可定稿。公证书在出证时自动定稿、加盖印章并生成核验二维码。
      </Typography.Paragraph>
      <Table<CaseDocumentRow>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data ?? []}
        columns={COLUMNS}
        pagination={false}
        locale={{ emptyText: canCreate ? '还没有文书，点击「生成文书」由模板生成' : '还没有文书' }}
      />
      {creating && <GenerateDocumentDialog target={target} onClose={() => setCreating(false)} />}
    </Drawer>
  );
}
