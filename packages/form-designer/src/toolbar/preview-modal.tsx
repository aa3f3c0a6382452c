import { useRef, useState } from 'react';
import { Alert, Button, Modal, Tabs } from 'antd';
import { fieldLabelAt, type FormData, type FormSchema, type FormValidationResult } from '@notaria/form-core';
import { FormRender, type FormRenderHandle } from '@notaria/form-render';

/** The form in render mode, its data as JSON, and a validate button. */
export function PreviewModal({ schema, open, onClose }: { schema: FormSchema; open: boolean; onClose(): void }) {
  const ref = useRef<FormRenderHandle>(null);
  const [data, setData] = useState<FormData>({});
  const [result, setResult] = useState<FormValidationResult | null>(null);
  const validate = () => {
    const r = ref.current?.validate() ?? null;
    setResult(r);
    if (r) setData(r.data);
  };
  return (
    <Modal
      title="预览"
      open={open}
      onCancel={onClose}
      width="80%"
      destroyOnHidden
      afterOpenChange={(visible) => (visible ? undefined : (setResult(null), setData({})))}
      footer={[
        <Button key="validate" type="primary" aria-label="校验" onClick={validate}>
          校验
        </Button>,
        <Button key="reset" aria-label="重置" onClick={() => (ref.current?.reset(), setResult(null))}>
          重置
        </Button>,
        <Button key="close" aria-label="关闭预览" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {result ? (
        result.valid ? (
          <Alert type="success" showIcon title="校验通过" style={{ marginBottom: 8 }} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={result.message || '表单校验失败'}
            description={
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {result.errors.map((e) => (
                  <li key={e.path}>
                    {fieldLabelAt(schema, e.path)}：{e.message}
                  </li>
                ))}
              </ul>
            }
            style={{ marginBottom: 8 }}
          />
        )
      ) : null}
      <Tabs
        items={[
          {
            key: 'form',
            label: '表单',
            forceRender: true,
            children: <FormRender ref={ref} schema={schema} onChange={setData} onCreated={(f) => setData(f.getData())} />,
          },
          {
            key: 'data',
            label: '数据',
            children: (
              <pre aria-label="表单数据" style={{ maxHeight: 400, overflow: 'auto', background: '#fafafa', padding: 8 }}>
                {JSON.stringify(data, null, 2)}
              </pre>
            ),
          },
        ]}
      />
    </Modal>
  );
}
