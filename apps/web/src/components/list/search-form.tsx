import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, type FormInstance, type SelectProps } from 'antd';
import type { ReactNode } from 'react';

interface SearchFormProps<T> {
  form?: FormInstance<T>;
  /** Form name; prefixes the field ids. */
  name?: string;
  /** The submit button's words (查询 unless told). */
  submitLabel?: string;
  /** Without 重置: only the submit button. */
  noReset?: boolean;
  /** Drops the space below the row (where the form stands in a card of its own). */
  flush?: boolean;
  onSearch: (values: T) => void;
  children: ReactNode;
  'data-testid'?: string;
}

/** The inline filter row above a list: the fields, then 查询 and 重置 (which clears and searches again). */
export function SearchForm<T extends object>({
  form,
  name,
  submitLabel = '查询',
  noReset,
  flush,
  onSearch,
  children,
  'data-testid': testId,
}: SearchFormProps<T>) {
  const [own] = Form.useForm<T>();
  const used = form ?? own;
  return (
    <Form form={used} name={name} layout="inline" onFinish={onSearch} style={{ marginBottom: flush ? 0 : 16, rowGap: 8 }} data-testid={testId}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {submitLabel}
        </Button>
        {!noReset && (
          <Button
            onClick={() => {
              used.resetFields();
              onSearch({} as T);
            }}
          >
            重置
          </Button>
        )}
      </Space>
    </Form>
  );
}

/** A text filter: cleared with ×, `width` in pixels. */
export function TextFilter({
  name,
  label,
  placeholder,
  width,
  'aria-label': ariaLabel,
}: {
  name: string;
  label: string;
  placeholder?: string;
  width?: number;
  'aria-label'?: string;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Input placeholder={placeholder} aria-label={ariaLabel} allowClear style={{ width }} />
    </Form.Item>
  );
}

/** A choice filter (全部 when empty), named `aria-label` for assistive technology. */
export function SelectFilter({
  name,
  label,
  width,
  placeholder = '全部',
  ...select
}: Omit<SelectProps, 'style' | 'allowClear'> & { name: string; label: string; width: number; 'aria-label': string }) {
  return (
    <Form.Item name={name} label={label}>
      <Select placeholder={placeholder} allowClear style={{ width }} {...select} />
    </Form.Item>
  );
}
