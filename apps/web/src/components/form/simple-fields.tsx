import { DatePicker, Form, InputNumber, Switch, type DatePickerProps, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

type ItemProps = Omit<FormItemProps, 'children' | 'valuePropName'>;

/** A yes/no field shown as a switch, 启用/停用 unless told otherwise. */
export function SwitchField({ on = '启用', off = '停用', ...item }: ItemProps & { on?: ReactNode; off?: ReactNode }) {
  return (
    <Form.Item valuePropName="checked" {...item}>
      <Switch checkedChildren={on} unCheckedChildren={off} />
    </Form.Item>
  );
}

/** 排序: a whole number from 0 to 9999, smaller first. */
export function SortField({ extra, label = '排序' }: { extra?: ReactNode; label?: ReactNode }) {
  return (
    <Form.Item name="sort" label={label} extra={extra}>
      <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A date kept in the form as `YYYY-MM-DD` (as the API takes it), no later than today. */
export function DateField({ picker, ...item }: ItemProps & { picker?: Omit<DatePickerProps, 'value' | 'onChange'> }) {
  return (
    <Form.Item
      getValueProps={(v?: string) => ({ value: v ? dayjs(v) : null })}
      normalize={(d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
      {...item}
    >
      <DatePicker style={{ width: '100%' }} maxDate={dayjs()} {...picker} />
    </Form.Item>
  );
}
