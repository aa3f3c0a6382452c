import { Button, Checkbox, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { OptionItem } from '@notaria/form-core';

/** Rows of label / value / disabled for radio, checkbox and select. Values that look numeric stay numbers. */
export function OptionItemsEditor({ value, onChange }: { value: OptionItem[]; onChange(items: OptionItem[]): void }) {
  const set = (i: number, patch: Partial<OptionItem>) => onChange(value.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  const parse = (text: string): OptionItem['value'] => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
  const nextValue = () => {
    const numbers = value.map((v) => v.value).filter((v): v is number => typeof v === 'number');
    return numbers.length ? Math.max(...numbers) + 1 : value.length + 1;
  };
  return (
    <div className="fd-option-items" role="group" aria-label="选项列表">
      {value.map((item, i) => (
        <Space.Compact key={i} block style={{ marginBottom: 4 }}>
          <Input aria-label={`选项${i + 1}标签`} value={item.label} onChange={(e) => set(i, { label: e.target.value })} />
          <Input aria-label={`选项${i + 1}值`} value={String(item.value)} onChange={(e) => set(i, { value: parse(e.target.value) })} />
          <Checkbox
            aria-label={`选项${i + 1}禁用`}
            checked={item.disabled ?? false}
            onChange={(e) => set(i, { disabled: e.target.checked })}
            style={{ padding: '4px 6px' }}
          >
            禁用
          </Checkbox>
          <Button aria-label={`删除选项${i + 1}`} icon={<DeleteOutlined />} onClick={() => onChange(value.filter((_, j) => j !== i))} />
        </Space.Compact>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...value, { label: `选项 ${value.length + 1}`, value: nextValue() }])}>
        添加选项
      </Button>
    </div>
  );
}
