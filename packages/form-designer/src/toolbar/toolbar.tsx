import { memo, useState } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { ClearOutlined, DownloadOutlined, EyeOutlined, RedoOutlined, SaveOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { canRedo, canUndo } from '../engine/history.ts';
import { downloadText } from './download.ts';
import { ImportModal } from './import-modal.tsx';
import { PreviewModal } from './preview-modal.tsx';

/** Undo, redo, preview, import, export, clear and save; memoised (the designer re-renders while dragging). */
export const Toolbar = memo(function Toolbar({ onSave }: { onSave?(): void }) {
  const { store, run, notify } = useDesigner();
  const undoable = useDesignerSlice(canUndo);
  const redoable = useDesignerSlice(canRedo);
  const [preview, setPreview] = useState(false);
  // Edits re-render the toolbar only when the form becomes empty or not, or while the preview is open.
  const empty = useDesignerSlice((h) => h.present.schema.widgetList.length === 0);
  const previewed = useDesignerSlice((h) => (preview ? h.present.schema : null));
  const [importing, setImporting] = useState(false);
  return (
    <div role="toolbar" aria-label="设计器工具栏" className="fd-toolbar" style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }}>
      <Space wrap>
        <Tooltip title="撤销 (Ctrl+Z)">
          <Button aria-label="撤销" icon={<UndoOutlined />} disabled={!undoable} onClick={() => store.undo()}>
            撤销
          </Button>
        </Tooltip>
        <Tooltip title="重做 (Ctrl+Shift+Z / Ctrl+Y)">
          <Button aria-label="重做" icon={<RedoOutlined />} disabled={!redoable} onClick={() => store.redo()}>
            重做
          </Button>
        </Tooltip>
        <Button aria-label="预览" icon={<EyeOutlined />} onClick={() => setPreview(true)}>
          预览
        </Button>
        <Button aria-label="导入 JSON" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          导入 JSON
        </Button>
        <Button
          aria-label="导出 JSON"
          icon={<DownloadOutlined />}
          onClick={() => {
            downloadText('form.json', store.exportJson());
            notify('success', '已导出 form.json');
          }}
        >
          导出 JSON
        </Button>
        <Popconfirm
          title="确定清空表单中的全部组件吗？"
          description="清空后可以撤销。"
          okText="清空"
          cancelText="取消"
          okButtonProps={{ 'aria-label': '确认清空' }}
          onConfirm={() => run({ type: 'clear' })}
        >
          <Button aria-label="清空" danger icon={<ClearOutlined />} disabled={empty}>
            清空
          </Button>
        </Popconfirm>
        {onSave ? (
          <Button aria-label="保存" type="primary" icon={<SaveOutlined />} onClick={onSave}>
            保存
          </Button>
        ) : null}
      </Space>
      <PreviewModal schema={previewed ?? store.state.schema} open={preview} onClose={() => setPreview(false)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </div>
  );
});
