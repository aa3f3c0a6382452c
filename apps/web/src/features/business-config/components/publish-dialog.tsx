import type { FormRow } from '@notaria/contracts';
import { Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useFormDetail, usePublishForm } from '../api/forms';
import { parseTime } from '../../../utils/time';

/** 发布: choose the version cases are validated against (default the latest). */
export function PublishDialog({ row, onClose }: { row: FormRow | null; onClose(): void }) {
  const detail = useFormDetail(row?.id ?? null);
  const publish = usePublishForm();
  const [version, setVersion] = useState<number | null>(null);

  useEffect(() => setVersion(row?.latestVersion ?? null), [row]);

  const versions = [...(detail.data?.versions ?? [])].sort((a, b) => b.version - a.version);
  const already = row !== null && version === row.publishedVersion;

  const submit = async () => {
    if (!row || version === null) return;
    try {
      await publish.mutateAsync({ id: row.id, version });
      notify.success(`表单“${row.name}”第 ${version} 版已发布`);
      onClose();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Modal
      open={row !== null}
      title={row ? `发布表单：${row.name}` : '发布表单'}
      okText="发布"
      cancelText="取消"
      okButtonProps={{ disabled: version === null || already }}
      confirmLoading={publish.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="发布版本" extra={already ? '这个版本已是发布版本' : '发布后，新受理的案件按这个版本填写和校验'}>
          <Select
            aria-label="发布版本"
            value={version ?? undefined}
            loading={detail.isPending}
            onChange={setVersion}
            options={(versions.length ? versions : row ? [{ version: row.latestVersion, createdAt: '', createdByName: '' }] : []).map((v) => ({
              value: v.version,
              label: `第 ${v.version} 版${v.version === row?.latestVersion ? '（最新）' : ''}${v.version === row?.publishedVersion ? '（当前发布）' : ''}${v.createdAt ? `　${parseTime(v.createdAt, '{y}-{m}-{d} {h}:{i}')} ${v.createdByName}` : ''}`,
            }))}
          />
        </Form.Item>
        {row?.publishedVersion != null && <Typography.Text type="secondary">当前发布的是第 {row.publishedVersion} 版。</Typography.Text>}
      </Form>
    </Modal>
  );
}
