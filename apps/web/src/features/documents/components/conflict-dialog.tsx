import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { Conflict } from '../api/use-doc-editing';

/** Someone saved first: reload their version, after copying what you wrote if you need it. Nothing is thrown away unseen. */
export function ConflictDialog({ conflict, onReload, onCancel }: { conflict: Conflict | null; onReload(): Promise<void>; onCancel(): void }) {
  const [loading, setLoading] = useState(false);
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Modal
      open={conflict !== null}
      title="文书已被他人修改"
      okText="重新加载"
      cancelText="暂不加载"
      onOk={() => void reload().catch(() => undefined)}
      okButtonProps={{ loading }}
      onCancel={onCancel}
      mask={{ closable: false }}
      width={640}
    >
      <Typography.Paragraph>
        您打开后，该文书已被他人保存，您的修改未能保存。重新加载将显示最新内容，您在此处的修改不会自动合并——请先复制下面您写的全文，重新加载后再补入。
      </Typography.Paragraph>
      <Input.TextArea aria-label="您的修改（全文）" value={conflict?.text ?? ''} readOnly autoSize={{ minRows: 6, maxRows: 14 }} />
      <Typography.Paragraph
        copyable={{ text: conflict?.text ?? '', tooltips: ['复制全文', '已复制'] }}
        type="secondary"
        style={{ marginTop: 8, marginBottom: 0 }}
      >
        复制全文
      </Typography.Paragraph>
    </Modal>
  );
}
