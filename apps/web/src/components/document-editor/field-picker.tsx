import type { DocField } from '@notaria/contracts';
import { Button, Popover, Select } from 'antd';
import { useMemo, useState } from 'react';

interface Props {
  fields: readonly DocField[];
  disabled?: boolean;
  onPick(field: DocField): void;
}

/** 插入字段: the catalogue grouped (业务, 当事人, …), searchable by name, path or sample. */
export function FieldPicker({ fields, disabled, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const options = useMemo(() => {
    const groups = new Map<string, DocField[]>();
    for (const f of fields) groups.set(f.group || '其他', [...(groups.get(f.group || '其他') ?? []), f]);
    return [...groups].map(([group, list]) => ({
      label: group,
      title: group,
      options: list.map((f) => ({ value: f.path, label: f.label, search: `${f.label} ${f.path} ${f.sample}`, path: f.path })),
    }));
  }, [fields]);
  const pick = (path: string) => {
    const field = fields.find((f) => f.path === path);
    if (field) onPick(field);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(v) => setOpen(v && !disabled)}
      trigger="click"
      placement="bottomLeft"
      destroyOnHidden
      content={
        <Select
          autoFocus
          open
          showSearch={{
            filterOption: (input, o) =>
              String((o as { search?: string })?.search ?? '')
                .toLowerCase()
                .includes(input.trim().toLowerCase()),
          }}
          aria-label="选择字段"
          placeholder="搜索字段名称或路径"
          style={{ width: 320 }}
          listHeight={320}
          options={options}
          optionRender={(o) => (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{o.label}</span>
              <span style={{ color: '#8c8c8c', fontSize: 12 }}>{(o.data as { path?: string }).path}</span>
            </span>
          )}
          onChange={pick}
          notFoundContent="没有匹配的字段"
          getPopupContainer={(node) => node.parentElement ?? document.body}
        />
      }
    >
      <Button size="small" disabled={disabled || fields.length === 0} onMouseDown={(e) => e.preventDefault()}>
        插入字段
      </Button>
    </Popover>
  );
}
