import { CloudUploadOutlined, HistoryOutlined } from '@ant-design/icons';
import type { FormDetail } from '@notaria/contracts';
import { FormDesigner } from '@notaria/form-designer';
import type { FormSchema } from '@notaria/form-core';
import { Alert, App, Button, Modal, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useFormDetail, usePublishForm, useSaveForm } from '../api/forms';
import { FormPreviewModal, toSchema, type PreviewTarget } from './form-preview';
import { VersionsDrawer } from './versions-drawer';

/** The designer of one stored form, full screen: 保存 writes a new version, 发布 publishes it. */
export function FormEditor({ formId, onClose }: { formId: number; onClose(): void }) {
  const { modal } = App.useApp();
  const { data: detail, isPending, isError } = useFormDetail(formId);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: '表单有未保存的修改',
      content: '离开后这些修改将丢失，确定离开吗？',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: onClose,
    });
  };

  return (
    <Modal
      open
      title={null}
      footer={null}
      closable={false}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', padding: 0 }}
      styles={{ container: { padding: 0, borderRadius: 0, height: '100vh' }, body: { padding: 0 } }}
      keyboard={false}
      onCancel={close}
      destroyOnHidden
    >
      {isPending ? (
        <Spin style={{ display: 'block', margin: '30vh auto' }} />
      ) : isError || !detail ? (
        <div style={{ padding: 24 }}>
          <Alert type="error" showIcon title="表单读取失败，请关闭后重试" />
          <Button style={{ marginTop: 16 }} onClick={onClose}>
            关闭
          </Button>
        </div>
      ) : (
        <EditorBody detail={detail} dirty={dirty} setDirty={setDirty} onClose={close} />
      )}
    </Modal>
  );
}

function EditorBody({ detail, dirty, setDirty, onClose }: { detail: FormDetail; dirty: boolean; setDirty(d: boolean): void; onClose(): void }) {
  const initial = useMemo(() => toSchema(detail.schema), [detail.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const [schema, setSchema] = useState<FormSchema | null>(initial);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const save = useSaveForm();
  const publish = usePublishForm();

  const latest = detail.latestVersion;
  const published = detail.publishedVersion;
  // 发布 publishes the version just saved, else the latest stored one.
  const toPublish = savedVersion ?? latest;

  const doSave = async (s: FormSchema) => {
    try {
      const res = await save.mutateAsync({ id: detail.id, schema: s as unknown as Record<string, unknown> });
      setSavedVersion(res.latestVersion);
      setSchema(s);
      setDirty(false);
      notify.success(`已保存为第 ${res.latestVersion} 版`);
    } catch {
      // the request layer shows the refusal
    }
  };

  const doPublish = async () => {
    try {
      await publish.mutateAsync({ id: detail.id, version: toPublish });
      notify.success(`第 ${toPublish} 版已发布`);
    } catch {
      // shown by the request layer
    }
  };

  const publishBlocked = dirty ? '请先保存修改，再发布' : toPublish === published ? `第 ${toPublish} 版已是发布版本` : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: '1px solid #f0f0f0', flex: 'none' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {detail.name}
        </Typography.Title>
        <Typography.Text type="secondary">{detail.code}</Typography.Text>
        <span data-testid="editor-version">
          {savedVersion !== null ? <Tag color="blue">已保存为第 {savedVersion} 版</Tag> : <Tag>编辑自第 {latest} 版</Tag>}
          {published !== null ? <Tag color="green">已发布第 {published} 版</Tag> : <Tag color="orange">未发布</Tag>}
          {dirty && <Tag color="gold">有未保存的修改</Tag>}
        </span>
        <Space style={{ marginLeft: 'auto' }}>
          <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)}>
            版本
          </Button>
          <Tooltip title={publishBlocked}>
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={publishBlocked !== null}
              loading={publish.isPending}
              onClick={() => void doPublish()}
            >
              发布第 {toPublish} 版
            </Button>
          </Tooltip>
          <Button onClick={onClose}>关闭</Button>
        </Space>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        {schema ? (
          <FormDesigner value={schema} height="100%" onChange={() => setDirty(true)} onSave={(s) => void doSave(s)} />
        ) : (
          <Alert style={{ margin: 24 }} type="error" showIcon title="最新版本的表单定义无法读取" />
        )}
      </div>
      <VersionsDrawer
        open={versionsOpen}
        versions={detail.versions}
        publishedVersion={published}
        onClose={() => setVersionsOpen(false)}
        onPreview={(version) => setPreview({ formId: detail.id, name: detail.name, version, published: version === published })}
      />
      <FormPreviewModal target={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
