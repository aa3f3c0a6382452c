import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface SearchFormProps<T> {
  form: FormInstance<T>;
  /** Form name; prefixes the field ids. */
  name: string;
  onSearch: (values: T) => void;
  children: ReactNode;
  'data-testid'?: string;
}

/** The inline filter row above a list: the fields, then 查询 and 重置 (which clears and searches again). */
export function SearchForm<T extends object>({ form, name, onSearch, children, 'data-testid': testId }: SearchFormProps<T>) {
  return (
    <Form form={form} name={name} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }} data-testid={testId}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({} as T);
          }}
        >
          重置
        </Button>
      </Space>
    </Form>
  );
}
