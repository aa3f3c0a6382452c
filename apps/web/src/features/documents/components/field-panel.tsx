import { ReloadOutlined } from '@ant-design/icons';
import type { CaseDocumentDetail, DocContent } from '@notaria/contracts';
import { boundFields, type DocJson } from '@notaria/documents';
import { Button, Empty, List, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';

interface Props {
  doc: CaseDocumentDetail;
  content: DocContent;
  canRefresh: boolean;
  onRefresh(): Promise<void>;
  /** Inserts the field at the cursor; absent when read-only. */
  onInsert?(field: { path: string; label: string }): void;
}

/** The number is allocated at approval and filled in when the certificate is issued: not something to supply. */
const CERTIFICATE_NUMBER = 'item.certificateNumber';

/** 字段: the values the document's fields show now, the ones the case still lacks in red, and 从业务刷新. */
export function FieldPanel({ doc, content, canRefresh, onRefresh, onInsert }: Props) {
  const [busy, setBusy] = useState(false);
  const bound = useMemo(() => boundFields(content as DocJson), [content]);
  const refresh = async () => {
    setBusy(true);
    try {
      await onRefresh();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  const missing = bound.filter((f) => !doc.values[f.path]?.trim() && f.path !== CERTIFICATE_NUMBER).length;
  return (
    <aside className="doc-field-panel" aria-label="字段" style={{ display: 'flex', flexDirection: 'column', minHeight: 0, width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 12px 8px' }}>
        <Typography.Text strong>字段</Typography.Text>
        {canRefresh && (
          <Button size="small" icon={<ReloadOutlined />} loading={busy} onClick={() => void refresh()}>
            从业务刷新
          </Button>
        )}
      </div>
      <Typography.Text type={missing ? 'danger' : 'secondary'} style={{ padding: '0 12px 8px', fontSize: 12 }}>
        {bound.length === 0 ? '文书中还没有字段' : missing ? `${missing} 个字段缺少值，定稿前须补齐` : `共 ${bound.length} 个字段，所需的值均已齐全`}
      </Typography.Text>
      <div style={{ overflow: 'auto', flex: 1 }}>
        {bound.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="用工具栏「插入字段」绑定业务数据" />
        ) : (
          <List
            size="small"
            dataSource={bound}
            renderItem={(f) => {
              const value = doc.values[f.path]?.trim();
              return (
                <List.Item
                  data-testid="field-row"
                  style={{ padding: '6px 12px', cursor: onInsert ? 'pointer' : 'default', display: 'block' }}
                  title={onInsert ? `${f.path}（点击插入到光标处）` : f.path}
                  onClick={() => onInsert?.(f)}
                >
                  <div style={{ fontSize: 12, color: '#8c8c8c' }}>{f.label}</div>
                  {value ? (
                    <div style={{ wordBreak: 'break-all' }}>{value}</div>
                  ) : f.path === CERTIFICATE_NUMBER ? (
                    <Tag>审批通过后生成，出证时填入</Tag>
                  ) : (
                    <Tag color="red">缺少：【{f.label}】</Tag>
                  )}
                </List.Item>
              );
            }}
          />
        )}
      </div>
    </aside>
  );
}
