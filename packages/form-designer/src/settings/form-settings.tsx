import { Collapse, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { FormConfig } from '@notaria/form-core';
import { useDesigner, useDesignerSlice } from '../designer/context.ts';
import { LinkageEditor } from './linkage-editor.tsx';
import { ScriptEditor } from './script-editor.tsx';

const FORM_SCRIPTS = ['onFormCreated', 'onFormMounted', 'onFormDataChange', 'functions'] as const;
const item = { style: { marginBottom: 8 } };

/** 表单设置: labelWidth, labelAlign, modelName, rulesName and the rest of the form config, linkage and scripts. */
export function FormSettings() {
  const { run } = useDesigner();
  const config = useDesignerSlice((h) => h.present.schema.formConfig);
  const set = <K extends keyof FormConfig>(key: K, value: FormConfig[K]) => run({ type: 'updateFormConfig', key, value });
  const properties = (
    <>
      <Form.Item label="标签宽度" {...item}>
        <InputNumber aria-label="标签宽度" min={0} value={config.labelWidth} onChange={(v) => set('labelWidth', v ?? 0)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="标签对齐" {...item}>
        <Radio.Group
          aria-label="标签对齐"
          value={config.labelAlign}
          onChange={(e) => set('labelAlign', e.target.value)}
          options={[
            { value: 'left', label: '左' },
            { value: 'center', label: '中' },
            { value: 'right', label: '右' },
          ]}
          optionType="button"
        />
      </Form.Item>
      <Form.Item label="标签位置" {...item}>
        <Radio.Group
          aria-label="标签位置"
          value={config.labelPosition}
          onChange={(e) => set('labelPosition', e.target.value)}
          options={[
            { value: 'left', label: '左侧' },
            { value: 'top', label: '顶部' },
          ]}
          optionType="button"
        />
      </Form.Item>
      <Form.Item label="数据对象名称" {...item}>
        <Input aria-label="数据对象名称" value={config.modelName} onChange={(e) => set('modelName', e.target.value)} />
      </Form.Item>
      <Form.Item label="校验规则名称" {...item}>
        <Input aria-label="校验规则名称" value={config.rulesName} onChange={(e) => set('rulesName', e.target.value)} />
      </Form.Item>
      <Form.Item label="表单引用名称" {...item}>
        <Input aria-label="表单引用名称" value={config.refName} onChange={(e) => set('refName', e.target.value)} />
      </Form.Item>
      <Form.Item label="尺寸" {...item}>
        <Select
          aria-label="尺寸"
          value={config.size}
          onChange={(v) => set('size', v)}
          options={[
            { value: '', label: '默认' },
            { value: 'large', label: '大' },
            { value: 'default', label: '中' },
            { value: 'small', label: '小' },
          ]}
        />
      </Form.Item>
      <Form.Item label="自定义样式类" {...item}>
        <Select aria-label="自定义样式类" mode="tags" open={false} value={config.customClass} onChange={(v) => set('customClass', v)} />
      </Form.Item>
      <Form.Item label="自定义 CSS" {...item}>
        <Input.TextArea
          aria-label="自定义 CSS"
          rows={3}
          value={config.cssCode}
          onChange={(e) => set('cssCode', e.target.value)}
          style={{ fontFamily: 'monospace' }}
        />
      </Form.Item>
    </>
  );
  return (
    <Form layout="vertical" size="small" component="div" className="fd-form-settings">
      <Collapse
        size="small"
        defaultActiveKey={['config']}
        items={[
          { key: 'config', label: '表单属性', children: properties },
          { key: 'linkage', label: '联动规则', children: <LinkageEditor /> },
          {
            key: 'scripts',
            label: '表单事件脚本',
            children: (
              <ScriptEditor scripts={FORM_SCRIPTS.map((k) => [k, config[k]])} onChange={(key, text) => set(key as (typeof FORM_SCRIPTS)[number], text)} />
            ),
          },
        ]}
      />
    </Form>
  );
}
