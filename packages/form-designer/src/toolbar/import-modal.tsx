import { useState, type ChangeEvent } from 'react';
import { Alert, Input, List, Modal, Tag, Typography } from 'antd';
import type { ImportIssue } from '@notaria/form-core';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';

const LEVEL: Record<ImportIssue['level'], { color: string; text: string }> = {
  error: { color: 'red', text: '错误' },
  warning: { color: 'orange', text: '警告' },
  info: { color: 'blue', text: '提示' },
};

/** The report of an import: everything not understood or changed on the way in. */
export function ImportReportView({ issues }: { issues: ImportIssue[] }) {
  if (issues.length === 0) return <Alert type="success" showIcon title="导入成功，没有需要注意的问题" />;
  return (
    <List
      size="small"
      aria-label="导入报告"
      header={<Typography.Text strong>导入报告（{issues.length} 条）</Typography.Text>}
      dataSource={issues}
      style={{ maxHeight: 240, overflow: 'auto' }}
      renderItem={(issue) => (
        <List.Item>
          <Tag color={LEVEL[issue.level].color}>{LEVEL[issue.level].text}</Tag>
          <span>{issue.message}</span>
          {issue.path ? (
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {issue.path}
            </Typography.Text>
          ) : null}
        </List.Item>
      )}
    />
  );
}

/** Paste or pick a JSON file in our format or VForm's (recognised automatically by form-core). */
export function ImportModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { store, notify } = useDesigner();
  const issues = useDesignerSlice((h) => h.importIssues);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = () => {
    const error = store.importJson(text);
    setTried(true);
    if (error) notify('warning', error);
    else notify('success', '导入成功');
  };
  return (
    <Modal
      title="导入 JSON"
      open={open}
      onCancel={() => (setTried(false), onClose())}
      onOk={submit}
      okText="导入"
      cancelText="关闭"
      okButtonProps={{ disabled: !text.trim(), 'aria-label': '开始导入' }}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">支持本系统导出的表单 JSON 和 VForm 表单 JSON（jsonVersion 3）。导入会替换当前表单，可撤销。</Typography.Paragraph>
      <input type="file" accept=".json,application/json" aria-label="选择 JSON 文件" onChange={onFile} style={{ marginBottom: 8 }} />
      <Input.TextArea aria-label="表单 JSON" rows={10} value={text} onChange={(e) => setText(e.target.value)} style={{ fontFamily: 'monospace' }} />
      {tried && issues ? (
        <div style={{ marginTop: 12 }}>
          <ImportReportView issues={issues} />
        </div>
      ) : null}
    </Modal>
  );
}
