import { FormRender, type FormRenderHandle } from '@notaria/form-render';
import { Card, Empty, Space } from 'antd';
import type { RefObject } from 'react';
import type { IntakeForm } from './model';

/** 受理表单: one card per distinct intake form of the chosen items; the shell reads and validates them through `formRefs`. */
export function IntakeFormStep({ forms, formRefs }: { forms: IntakeForm[]; formRefs: RefObject<Map<number, FormRenderHandle | null>> }) {
  if (forms.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选公证事项没有配置受理表单，本步无需填写，请直接下一步。" />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {forms.map((f) => (
        <Card key={f.formId} size="small" title={`受理表单（${f.items.join('、')}）`}>
          <FormRender
            schema={f.schema}
            ref={(h) => {
              formRefs.current.set(f.formId, h);
            }}
          />
        </Card>
      ))}
    </Space>
  );
}
