import { PAGE_SIZE_LABELS, PAGE_SIZES, UpdateTemplateBody } from '@notaria/contracts';
import { Form, InputNumber, Radio, Select } from 'antd';
import { FieldRow } from '../../../components/form/field-row';
import { rulesFrom } from '../../../lib/schema-rules';
import { FONT_SIZE_OPTIONS } from '../labels';

const MARGINS = [
  ['marginTop', '上边距'],
  ['marginBottom', '下边距'],
  ['marginLeft', '左边距'],
  ['marginRight', '右边距'],
] as const;

/** 页面设置 of a template, as `page.*` of the form: paper, margins in mm, and the body's 字号; rules from the request schema. */
export function PageSettingsFields({ disabled }: { disabled?: boolean }) {
  return (
    <>
      <Form.Item name={['page', 'size']} label="纸张" rules={rulesFrom(UpdateTemplateBody, ['page', 'size'])} extra="公证书传统为 16开，且不得放大或缩小">
        <Radio.Group disabled={disabled} options={PAGE_SIZES.map((value) => ({ value, label: PAGE_SIZE_LABELS[value] }))} />
      </Form.Item>
      <FieldRow>
        {MARGINS.slice(0, 2).map(([key, label]) => (
          <MarginField key={key} name={key} label={label} disabled={disabled} />
        ))}
      </FieldRow>
      <FieldRow>
        {MARGINS.slice(2).map(([key, label]) => (
          <MarginField key={key} name={key} label={label} disabled={disabled} />
        ))}
      </FieldRow>
      <Form.Item name={['page', 'fontSize']} label="正文字号" rules={rulesFrom(UpdateTemplateBody, ['page', 'fontSize'])} extra="证词用三号宋体">
        <Select disabled={disabled} options={FONT_SIZE_OPTIONS} aria-label="正文字号" />
      </Form.Item>
    </>
  );
}

function MarginField({ name, label, disabled }: { name: (typeof MARGINS)[number][0]; label: string; disabled?: boolean }) {
  return (
    <Form.Item name={['page', name]} label={label} rules={rulesFrom(UpdateTemplateBody, ['page', name])}>
      <InputNumber disabled={disabled} precision={0} style={{ width: '100%' }} suffix="毫米" />
    </Form.Item>
  );
}
