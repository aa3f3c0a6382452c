import { FilePdfOutlined, FileWordOutlined, SaveOutlined, UserOutlined } from '@ant-design/icons';
import { DOC_STATUS_LABELS, type CaseDocumentDetail } from '@notaria/contracts';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { SaveState } from '../api/use-doc-editing';

const STATUS_COLORS = { DRAFT: 'blue', FINAL: 'green', VOID: 'default' } as const;
const SAVE_LABELS: Record<SaveState, { text: string; color: string }> = {
  saved: { text: '已保存', color: 'green' },
  dirty: { text: '未保存', color: 'orange' },
  saving: { text: '保存中', color: 'processing' },
};

interface Props {
  doc: CaseDocumentDetail;
  userName: string;
  saveState: SaveState;
  readOnly: boolean;
  exporting: 'pdf' | 'docx' | null;
  onSave(): void;
  onExport(format: 'pdf' | 'docx'): void;
}

/** 业务编号 · 文书名称 · status, who edits, whether it is saved, and 保存 / 导出. */
export function EditorHeader({ doc, userName, saveState, readOnly, exporting, onSave, onExport }: Props) {
  const save = SAVE_LABELS[saveState];
  return (
    <header
      style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '10px 16px', background: '#fff', borderBottom: '1px solid #f0f0f0', flexWrap: 'wrap' }}
    >
      <Space size={12} style={{ flex: 1, minWidth: 0 }} wrap>
        <Typography.Text type="secondary" data-testid="doc-business-number">
          {doc.businessNumber}
        </Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="doc-title">
          {doc.title}
        </Typography.Title>
        <Tag color={STATUS_COLORS[doc.status]} data-testid="doc-status">
          {DOC_STATUS_LABELS[doc.status]}
        </Tag>
        {doc.certificateNumber && <Typography.Text copyable>{doc.certificateNumber}</Typography.Text>}
        <Typography.Text type="secondary">
          <UserOutlined /> {readOnly ? '查看人' : '编辑人'}：{userName}
        </Typography.Text>
        {!readOnly && (
          <Tag color={save.color} data-testid="save-state">
            {save.text}
          </Tag>
        )}
        {readOnly && <Tag>只读</Tag>}
      </Space>
      <Space>
        {!readOnly && (
          <Tooltip title="Ctrl+S">
            <Button type="primary" icon={<SaveOutlined />} loading={saveState === 'saving'} disabled={saveState === 'saved'} onClick={onSave}>
              保存
            </Button>
          </Tooltip>
        )}
        <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} onClick={() => onExport('pdf')}>
          导出 PDF
        </Button>
        <Button icon={<FileWordOutlined />} loading={exporting === 'docx'} onClick={() => onExport('docx')}>
          导出 Word
        </Button>
      </Space>
    </header>
  );
}
