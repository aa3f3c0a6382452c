import { loadFormSchema, type FormSchema } from '@notaria/form-core';
import { FormRender, type FormRenderHandle } from '@notaria/form-render';
import { Alert, Button, Empty, Modal, Space, Spin, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useFormVersion } from '../api/forms';

/** The stored schema as the renderer needs it (null when it cannot be read). */
export function toSchema(raw: Record<string, unknown> | null | undefined): FormSchema | null {
  if (!raw) return null;
  try {
    return loadFormSchema(raw).schema ?? null;
  } catch {
    return null;
  }
}

/** One stored version rendered as a user fills it in, with a 校验 button. */
export function FormVersionView({ formId, version, showValidate = true }: { formId: number; version: number; showValidate?: boolean }) {
  const { data, isPending, isError } = useFormVersion(formId, version);
  const schema = useMemo(() => toSchema(data?.schema), [data]);
  const ref = useRef<FormRenderHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [result, setResult] = useState<{ valid: boolean; count: number } | null>(null);

  if (isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (isError) return <Alert type="error" showIcon title="表单版本读取失败，请稍后重试" />;
  if (!schema) return <Alert type="error" showIcon title="表单定义无法读取" />;
  if (schema.widgetList.length === 0) return <Empty description="这个版本还没有任何字段" />;

  const validate = () => {
    const r = ref.current?.validate();
    if (r) setResult({ valid: r.valid, count: r.errors.length });
  };

  return (
    <div data-testid="form-preview">
      <FormRender
        ref={ref}
        schema={schema}
        value={values}
        onChange={(v) => {
          setValues(v);
          setResult(null);
        }}
      />
      {showValidate && (
        <Space style={{ marginTop: 8 }}>
          <Button type="primary" onClick={validate}>
            校验
          </Button>
          {result && (
            <Typography.Text type={result.valid ? 'success' : 'danger'}>
              {result.valid ? '校验通过' : `有 ${result.count} 处填写有误，请查看字段下方的提示`}
            </Typography.Text>
          )}
        </Space>
      )}
    </div>
  );
}

export interface PreviewTarget {
  formId: number;
  name: string;
  version: number;
  published: boolean;
}

/** 预览: a modal with one version of a form. */
export function FormPreviewModal({ target, onClose }: { target: PreviewTarget | null; onClose(): void }) {
  return (
    <Modal
      open={target !== null}
      title={target ? `预览：${target.name}（第 ${target.version} 版${target.published ? '，已发布' : '，草稿'}）` : '预览'}
      width={860}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && <FormVersionView key={`${target.formId}-${target.version}`} formId={target.formId} version={target.version} />}
    </Modal>
  );
}
