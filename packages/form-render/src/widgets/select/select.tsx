import { Select } from 'antd';
import { useOptionItems, useRender } from '../../core/context.ts';
import { fireWidgetScript } from '../../runtime/script-events.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** multipleLimit (0 = none) caps the number of selected items. */
export function SelectControl(p: ControlProps<'select'>) {
  const o = p.widget.options;
  const { store } = useRender();
  const items = useOptionItems(p.path, o.optionItems);
  // Remote search (VForm's remote + onRemoteQuery): each keyword goes to the script, which loads the options.
  const remote = o.remote && o.filterable;
  const mode = o.multiple ? (o.allowCreate ? 'tags' : 'multiple') : o.allowCreate ? 'tags' : undefined;
  return (
    <Select
      id={p.id}
      style={{ width: '100%' }}
      value={p.value ?? (o.multiple ? [] : undefined)}
      onChange={(v) => p.onChange(v ?? null)}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
      disabled={p.disabled}
      open={p.readonly ? false : undefined}
      size={p.size}
      mode={mode}
      maxCount={o.multiple && o.multipleLimit > 0 ? o.multipleLimit : undefined}
      allowClear={o.clearable}
      showSearch={
        remote
          ? { filterOption: false, onSearch: (keyword) => void fireWidgetScript(store, p.path, 'onRemoteQuery', [keyword]) }
          : o.filterable
            ? { optionFilterProp: 'label' }
            : undefined
      }
      placeholder={o.placeholder || '请选择'}
      defaultOpen={o.automaticDropdown ? true : undefined}
      options={items.map((i) => ({ label: i.label, value: i.value as string | number, disabled: i.disabled }))}
    />
  );
}

export const selectEntry = fieldEntry<'select'>(meta, SelectControl);
