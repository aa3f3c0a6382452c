import type { TemplateDetail } from '@notaria/contracts';
import { App, Drawer, Result, Skeleton } from 'antd';
import { useCallback, useRef } from 'react';
import { useTemplate } from '../api/templates';
import { TemplateEditor } from './template-editor';

/** The template editor over the whole page; closing with unsaved changes asks first. */
export function TemplateEditorDrawer({ id, initial, onClose }: { id: number | null; initial?: TemplateDetail; onClose(): void }) {
  const { modal } = App.useApp();
  const dirty = useRef(false);
  const onDirty = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);

  const close = () => {
    if (!dirty.current) return onClose();
    modal.confirm({
      title: '有未保存的修改',
      content: '关闭后，未保存的修改将丢失。',
      okText: '放弃修改并关闭',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => {
        dirty.current = false;
        onClose();
      },
    });
  };

  return (
    <Drawer
      title="文书模板"
      open={id !== null}
      onClose={close}
      size="100%"
      destroyOnHidden
      keyboard={false}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {id !== null && <Loaded key={id} id={id} initial={initial?.id === id ? initial : undefined} onDirty={onDirty} />}
    </Drawer>
  );
}

function Loaded({ id, initial, onDirty }: { id: number; initial?: TemplateDetail; onDirty(dirty: boolean): void }) {
  const detail = useTemplate(id, initial);
  if (detail.isPending) return <Skeleton active style={{ padding: 24 }} />;
  if (!detail.data) return <Result status="warning" title="模板无法打开" subTitle="它可能已被删除，请关闭后刷新列表。" />;
  return <TemplateEditor initial={detail.data} onDirty={onDirty} />;
}
